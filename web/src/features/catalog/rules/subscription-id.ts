/**
 * A subscription id the server can know: a positive whole number. An action on anything else
 * (a broken link, a half-loaded answer) says 'Missing subscription information' instead of
 * calling the server or opening an empty page.
 */
export function isSubscriptionId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}
