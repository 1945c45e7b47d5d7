/**
 * Which one of several announcements or pop-over ads learners see (docs/product.md, "The
 * pop-over ad", "Announcements"): the first, in the order staff gave them (position, then id),
 * that is active and whose dates hold now. The learner's app shows that one; the console marks
 * the others that are active as hidden by it.
 */

export interface Scheduled {
  is_active: unknown;
  /** Start and end, both included; null or empty where the record has none. */
  start: string | null | undefined;
  end: string | null | undefined;
}

/**
 * What a missing date means: a banner without one is never shown ('hidden'); a pop-over ad
 * without a start shows from now and without an end never ends ('open').
 */
export type MissingDate = 'hidden' | 'open';

export type WindowState = 'inactive' | 'undated' | 'scheduled' | 'ended' | 'live';

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Where one record stands on its own: off, without dates, before or after its dates, or live. */
export function windowState(record: Scheduled, now: Date, missing: MissingDate): WindowState {
  if (!(record.is_active === true || record.is_active === 1)) return 'inactive';
  const start = time(record.start);
  const end = time(record.end);
  if (missing === 'hidden' && (start === null || end === null)) return 'undated';
  const at = now.getTime();
  if (start !== null && at < start) return 'scheduled';
  if (end !== null && at > end) return 'ended';
  return 'live';
}

/** The record learners see now, from records in the order staff gave them; null for none. */
export function shownFirst<T extends Scheduled>(records: readonly T[], now: Date, missing: MissingDate): T | null {
  return records.find((record) => windowState(record, now, missing) === 'live') ?? null;
}
