import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while answers cannot reach the server; they wait on this device meanwhile. */
export function OfflineBanner({ pending }: { pending: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center">
        <WifiOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <p>
          {t('quiz.messages.offlineNotice')}
          {pending > 0 && <span className="ml-1 font-semibold">{t('quiz.offline.pending', { count: pending })}</span>}
        </p>
      </div>
    </div>
  );
}
