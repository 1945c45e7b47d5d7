import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { formatClock, timeAnnouncement } from '../rules/server-clock';

interface CountdownTimerProps {
  deadline: string;
  startedAt: string;
  clockOffsetMs: number;
  onTimeUp: () => void;
}

/** The time this screen starts warning in colour. */
const LOW_TIME_S = 5 * 60;

/**
 * The test's countdown (HH:MM:SS) with a bar of the time used. It re-renders alone each
 * second; screen readers hear it only at the moments timeAnnouncement picks.
 */
export function CountdownTimer({ deadline, startedAt, clockOffsetMs, onTimeUp }: CountdownTimerProps) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, clockOffsetMs);
  const totalSeconds = Math.max(1, (Date.parse(deadline) - Date.parse(startedAt)) / 1000);
  const usedPercent = Math.min(100, Math.max(0, (1 - left / totalSeconds) * 100));
  const low = left <= LOW_TIME_S;

  // Derived from the change of `left` while rendering (React's pattern for state that follows a value).
  const [previousLeft, setPreviousLeft] = useState(left);
  const [announcement, setAnnouncement] = useState('');
  if (previousLeft !== left) {
    setPreviousLeft(left);
    const message = timeAnnouncement(previousLeft, left, t);
    if (message) setAnnouncement(message);
  }

  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <div
        role="timer"
        aria-label={t('quiz.timer.label')}
        className={`flex items-center gap-1.5 rounded-lg px-2.5 py-1 font-mono text-base font-semibold tabular-nums sm:text-lg ${
          low ? 'bg-rose-600 text-white' : 'bg-white/10 text-white'
        }`}
      >
        <Clock className="size-4" aria-hidden="true" />
        {formatClock(left)}
      </div>
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-white/20 sm:w-32" aria-hidden="true">
        <div
          className={`h-full rounded-full ${low ? 'bg-rose-400' : 'bg-saffron-400'}`}
          style={{ width: `${usedPercent}%` }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
