import { CalendarClock, Radio, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import { windowBounds } from '@/lib/test-window';
import type { Test } from '../api/schemas';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown } from '../rules/test-window';

/**
 * The waiting room's countdown to the window's opening, on the server's clock (docs/product.md,
 * "Live tests"). The clock is a timer, which screen readers leave alone as it ticks; the
 * opening time beside it says the same once.
 */
export function WaitingRoom({ opensAt, clockOffsetMs }: { opensAt: string; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const left = useCountdown(opensAt, clockOffsetMs);
  return (
    <section
      aria-labelledby="waiting-room-title"
      className="rounded-2xl border border-saffron-200 bg-saffron-50 px-5 py-5 text-center sm:px-8"
    >
      <h2 id="waiting-room-title" className="text-sm font-semibold tracking-wide text-saffron-900 uppercase">
        {t('quiz.window.waiting.title')}
      </h2>
      <p
        role="timer"
        aria-label={t('quiz.window.waiting.timerLabel')}
        className="mt-1 font-mono text-4xl font-bold text-navy-900 tabular-nums sm:text-5xl"
      >
        {formatCountdown(left, t)}
      </p>
      <p className="mx-auto mt-3 max-w-xl text-sm text-slate-700">
        <CalendarClock className="mr-1.5 inline size-4 align-[-3px] text-saffron-700" aria-hidden="true" />
        {t('quiz.window.waiting.opensAt', { time: formatDateTime(opensAt, locale) })}
      </p>
    </section>
  );
}

/**
 * Beside Start while the window is open (when it closes, and until when the full time is left),
 * or once it has closed (the attempt is practice, outside the rankings).
 */
export function WindowNote({
  test,
  phase,
  clockOffsetMs,
}: {
  test: Test;
  phase: 'open' | 'closed';
  clockOffsetMs: number;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  // Worked out when the note shows; after the start, the running test's own clock is the truth.
  const [shownAtMs] = useState(() => Date.now() + clockOffsetMs);
  const bounds = windowBounds(test);
  if (!bounds) return null;
  const closes = formatDateTime(new Date(bounds.closesMs), locale);
  if (phase === 'closed') {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('quiz.window.closed', { time: closes })}
      </p>
    );
  }
  // The latest start that still leaves the test's full time before the close.
  const latest = bounds.closesMs - test.duration * 60_000;
  return (
    <div className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
      <Radio className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <p>
        {t('quiz.window.open.note', { time: closes })}{' '}
        {shownAtMs <= latest
          ? t('quiz.window.open.fullTime', {
              count: test.duration,
              time: formatDateTime(new Date(latest), locale),
            })
          : t('quiz.window.open.shortTime')}
      </p>
    </div>
  );
}
