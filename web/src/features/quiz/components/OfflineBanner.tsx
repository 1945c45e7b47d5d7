import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import { formatClockTime, offlineNotice } from '../rules/offline-notice';
import { serverTimeMs } from '../rules/server-clock';

export interface OfflineNoticeProps {
  ranked?: boolean;
  answersDueBy?: string | null;
  deadline: string;
  clockOffsetMs: number;
  /** The answers chosen or cleared on this device that the server has not confirmed. */
  pendingChoices: number;
  /** All changes waiting (times and marks too), said where the notice does not count answers. */
  pending?: number;
}

/** Device time now, again every second: the notice changes as the deadline nears. */
function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * What waits on this device and what it takes for it to count, as the server's rule says
 * (docs/product.md, "The clock"): never more than the server will do.
 */
export function OfflineNotice({ pendingChoices, clockOffsetMs, pending = 0, ...attempt }: OfflineNoticeProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const now = useTick();
  const notice = offlineNotice({ ...attempt, pendingChoices, serverNowMs: serverTimeMs(clockOffsetMs, now) });
  const waiting = pending > 0 && (
    <span className="ml-1 font-semibold">{t('quiz.offline.pending', { count: pending })}</span>
  );
  switch (notice.kind) {
    case 'practice':
      return (
        <>
          {t('quiz.offline.practice')}
          {waiting}
        </>
      );
    case 'reconnectBy':
      return notice.count > 0
        ? t('quiz.offline.reconnectBy', { count: notice.count, time: formatClockTime(notice.dueBy, locale) })
        : t('quiz.offline.reconnectByNone', { time: formatClockTime(notice.dueBy, locale) });
    case 'tooLate':
      return t('quiz.offline.tooLate', { count: notice.count, time: formatClockTime(notice.dueBy, locale) });
    default:
      return (
        <>
          {t('quiz.offline.waiting')}
          {waiting}
        </>
      );
  }
}

/** Shown while answers cannot reach the server; they wait on this device meanwhile. */
export function OfflineBanner(notice: OfflineNoticeProps) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center">
        <WifiOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <p>
          <OfflineNotice {...notice} />
        </p>
      </div>
    </div>
  );
}
