/**
 * What the test screen tells a learner who is offline (docs/product.md, "The clock"): no more than
 * the server will do. A practice attempt counts the answers chosen in time whenever they reach
 * the server; a ranked one only those that reach it by the deadline plus the grace, so near the
 * deadline, and after it while answers wait on the device, the screen says by when to reconnect.
 */
import { dayPeriodIn } from '@/i18n/format';

/** From this long before the deadline, a ranked attempt's notice says by when to reconnect. */
export const NEAR_DEADLINE_MS = 5 * 60_000;

export type OfflineNotice =
  /** Answers wait on the device and go when the network is back; nothing promised about counting. */
  | { kind: 'waiting' }
  /** A practice attempt: the answers chosen in time count whenever they arrive. */
  | { kind: 'practice' }
  /** A ranked attempt near (or past) its deadline: reconnect by `dueBy` for `count` answers to count. */
  | { kind: 'reconnectBy'; dueBy: string; count: number }
  /** A ranked attempt past `dueBy` with `count` answers still on the device: they can no longer count. */
  | { kind: 'tooLate'; dueBy: string; count: number };

export interface OfflineSituation {
  /** Absent from an older server: nothing is promised then. */
  ranked?: boolean;
  answersDueBy?: string | null;
  deadline: string;
  /** The server's time now, as this device best knows it. */
  serverNowMs: number;
  /** The answers chosen or cleared on this device that the server has not confirmed. */
  pendingChoices: number;
}

export function offlineNotice({
  ranked,
  answersDueBy,
  deadline,
  serverNowMs,
  pendingChoices,
}: OfflineSituation): OfflineNotice {
  if (ranked === false) return { kind: 'practice' };
  if (!ranked || !answersDueBy) return { kind: 'waiting' };
  if (serverNowMs > Date.parse(answersDueBy)) {
    return pendingChoices > 0 ? { kind: 'tooLate', dueBy: answersDueBy, count: pendingChoices } : { kind: 'waiting' };
  }
  if (Date.parse(deadline) - serverNowMs <= NEAR_DEADLINE_MS) {
    return { kind: 'reconnectBy', dueBy: answersDueBy, count: pendingChoices };
  }
  return { kind: 'waiting' };
}

/** India's offset from UTC (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A time of day to the second, in India time and a 12-hour clock: "10:32:30 am"; in a language
 * whose registry row has parts of the day, with the part before it: "सुबह 10:32:30". Seconds, because the
 * grace after a deadline is counted in them.
 */
export function formatClockTime(value: string, locale: string): string {
  const moment = new Date(value);
  const india = new Date(moment.getTime() + INDIA_OFFSET_MS);
  const period = dayPeriodIn(locale, india.getUTCHours());
  if (period) {
    const hour = india.getUTCHours();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${period} ${hour % 12 || 12}:${pad(india.getUTCMinutes())}:${pad(india.getUTCSeconds())}`;
  }
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).format(moment);
}
