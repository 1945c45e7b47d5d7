/**
 * The quiz screens' side of a test's window (docs/product.md, "Live tests"; the phases are in
 * lib/test-window.ts): the countdown to the opening as the waiting room and the schedule write it.
 */
import type { TFunction } from 'i18next';
import { formatClock } from './server-clock';

const DAY_S = 24 * 3600;

/** A countdown as the waiting room and the schedule show it: "00:14:59", or "2 days 03:04:05". */
export function formatCountdown(totalSeconds: number, t: TFunction): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < DAY_S) return formatClock(seconds);
  const days = Math.floor(seconds / DAY_S);
  return `${t('quiz.window.days', { count: days })} ${formatClock(seconds % DAY_S)}`;
}
