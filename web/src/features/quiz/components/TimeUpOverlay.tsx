import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice, type OfflineNoticeProps } from './OfflineBanner';

/**
 * At 00:00:00 the test submits itself; nothing on the page can be changed meanwhile. Offline, it
 * says what the answers waiting on this device need to count (docs/product.md, "The clock").
 */
export function TimeUpOverlay({ offline, ...notice }: OfflineNoticeProps & { offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-[80] grid place-items-center bg-navy-950/75 px-4 backdrop-blur-[2px]">
      <div role="alert" className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl">
        <LoaderCircle
          className="mx-auto size-10 animate-spin text-navy-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-4 text-lg font-semibold text-navy-900">{t('quiz.messages.timeUpSubmitting')}</p>
        {offline && (
          <p className="mt-2 text-sm text-slate-600">
            <OfflineNotice {...notice} />
          </p>
        )}
      </div>
    </div>
  );
}
