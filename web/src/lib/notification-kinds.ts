/**
 * The kinds of notification (docs/openapi.yaml, NotificationKind), in the order the profile's
 * settings list them. Their names are `notifications.kinds.<kind>` in the interface's texts.
 */
export const NOTIFICATION_KINDS = [
  'mock_opens',
  'answer_evaluated',
  'key_corrected',
  'subscription_expiring',
  'payment_succeeded',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
