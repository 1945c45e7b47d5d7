/**
 * The test's clock runs on the server: the deadline is the server's, and this device only
 * counts down to it. A device clock that is wrong (or changed mid-test) must not add or take
 * away time, so every server answer that carries `serverNow` gives the offset between the two
 * clocks, and the time left is always the deadline minus the server's time now, estimated as
 * the device's time plus that offset.
 */
import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';

/** The app's instance, for callers outside React; components pass their own `t`. */
const appT: TFunction = i18n.t.bind(i18n);

/**
 * How far the server's clock is ahead of this device's, in milliseconds. `serverNow` was read
 * while the call was in flight, so it is compared with the middle of the round trip rather than
 * with its end (which would count the answer's travel time against the learner).
 */
export function clockOffsetMs(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number {
  const serverNow = Date.parse(serverNowIso);
  if (Number.isNaN(serverNow)) return 0;
  return serverNow - (sentAtMs + receivedAtMs) / 2;
}

/** Whole seconds left until `deadline` at device time `deviceNowMs`; never below zero. */
export function remainingSeconds(deadlineIso: string, offsetMs: number, deviceNowMs: number): number {
  const deadline = Date.parse(deadlineIso);
  if (Number.isNaN(deadline)) return 0;
  // Rounded up: the clock shows 00:00:00 only once the deadline has truly passed.
  return Math.max(0, Math.ceil((deadline - (deviceNowMs + offsetMs)) / 1000));
}

/** The server's time now, as this device best knows it. */
export function serverTimeMs(offsetMs: number, deviceNowMs: number): number {
  return deviceNowMs + offsetMs;
}

/**
 * The longest round trip whose answer still measures the offset. A call that took longer, or
 * "took" negative time, either crawled (its middle is then a guess worth many seconds) or had
 * the device clock changed while it was in flight: its send and receive times are on two
 * different clocks, and their middle would be wrong by half the change.
 */
export const MAX_MEASURING_ROUND_TRIP_MS = 10_000;

export function measuresOffset(sentAtMs: number, receivedAtMs: number): boolean {
  const roundTrip = receivedAtMs - sentAtMs;
  return roundTrip >= 0 && roundTrip <= MAX_MEASURING_ROUND_TRIP_MS;
}

/**
 * A new offset replaces the one in use only when the clocks really moved apart (someone changed
 * the device clock): the round-trip noise of ordinary calls would otherwise make the countdown
 * jump back and forth by a second.
 */
export const CLOCK_RESYNC_THRESHOLD_MS = 2000;

export function shouldResync(currentOffsetMs: number, newOffsetMs: number): boolean {
  return Math.abs(newOffsetMs - currentOffsetMs) > CLOCK_RESYNC_THRESHOLD_MS;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 1234 -> "00:20:34". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/**
 * "1 hour 5 minutes", "12 minutes", "45 seconds": the time left in words, for screen readers, in
 * the interface's language.
 */
export function describeDuration(totalSeconds: number, t: TFunction = appT): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return t('quiz.timer.seconds', { count: seconds });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours === 0) return t('quiz.timer.minutes', { count: minutes });
  if (minutes === 0) return t('quiz.timer.hours', { count: hours });
  return t('quiz.timer.hoursAndMinutes', {
    hours: t('quiz.timer.hours', { count: hours }),
    minutes: t('quiz.timer.minutes', { count: minutes }),
  });
}

/**
 * The moments the timer speaks (politely) to screen-reader users: every five minutes, then one
 * minute, 30 and 10 seconds before the end. Announcing every second would drown out the
 * questions being read.
 */
const FINAL_WARNINGS_S = [60, 30, 10];
const ANNOUNCE_EVERY_S = 300;

function isAnnouncedMoment(seconds: number): boolean {
  return seconds > 0 && (seconds % ANNOUNCE_EVERY_S === 0 || FINAL_WARNINGS_S.includes(seconds));
}

/**
 * What to announce when the time left went from `previous` to `current` seconds, or null. A
 * throttled background tab may skip seconds, so any announced moment passed in between counts
 * (the latest one wins).
 */
export function timeAnnouncement(previous: number | null, current: number, t: TFunction = appT): string | null {
  if (previous === null || current >= previous) return null;
  for (let seconds = current; seconds < previous; seconds += 1) {
    if (isAnnouncedMoment(seconds)) return t('quiz.timer.remaining', { duration: describeDuration(seconds, t) });
  }
  return null;
}
