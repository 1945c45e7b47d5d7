import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { NOTIFICATION_KINDS } from '@/lib/notification-kinds';
import { type PreferenceChange, usePreferences, useSetPreference } from '../api/notification-preferences';

/**
 * Notification settings, under the profile (docs/product.md, "Notifications"): for each kind,
 * whether it also comes by e-mail and by SMS or WhatsApp. The app's bell always has it.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError } = usePreferences();
  const { save } = useSetPreference();

  const change = (choice: PreferenceChange) =>
    save(choice, {
      onSuccess: ({ message }) =>
        toast.success(message || t('notifications.settings.saved'), { id: 'notification-settings' }),
      onError: (error) => toast.error(errorMessage(error, t('notifications.settings.saveFailed'))),
    });

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        {t('notifications.settings.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('notifications.settings.intro')}</p>
      {isPending && <Skeleton className="mt-5 h-40 w-full" />}
      {isError && (
        <p role="alert" className="mt-5 text-sm font-medium text-rose-800">
          {t('notifications.settings.loadFailed')}
        </p>
      )}
      {data && (
        <table className="mt-5 w-full text-sm">
          <thead>
            <tr className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="pb-2">
                {t('notifications.settings.kind')}
              </th>
              <th scope="col" className="pb-2 text-center whitespace-nowrap">
                {t('notifications.settings.email')}
              </th>
              <th scope="col" className="pb-2 text-center whitespace-nowrap">
                {t('notifications.settings.text')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {NOTIFICATION_KINDS.map((kind) => {
              const preference = data.preferences.find((p) => p.kind === kind);
              if (!preference) return null;
              const name = t(`notifications.kinds.${kind}`);
              return (
                <tr key={kind}>
                  <th scope="row" className="py-2.5 pr-2 text-left font-medium text-navy-900">
                    {name}
                  </th>
                  {(['email', 'text'] as const).map((channel) => (
                    <td key={channel} className="py-2.5 text-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-saffron-600"
                        aria-label={t(`notifications.settings.${channel}For`, { kind: name })}
                        checked={preference[channel]}
                        onChange={(event) => change({ kind, channel, enabled: event.target.checked })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
