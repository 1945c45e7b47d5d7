// Relative, not '@/lib': the browser tests import this rule, outside the app's aliases.
import { shownFirst } from '../../../lib/shown-first';
import type { Banner } from '../api/schemas';

/**
 * docs/product.md, "Announcements": the strip shows the first banner that is active (is_active = 1)
 * and whose window [start_date, end_date] contains now, both ends inclusive. A banner with a
 * missing or unreadable date is skipped, never shown forever. The rule is lib/shown-first.ts,
 * which the console's list of banners applies too.
 */
export function selectActiveBanner<T extends Pick<Banner, 'is_active' | 'start_date' | 'end_date'>>(
  banners: readonly T[],
  now: Date,
): T | null {
  const shown = shownFirst(
    banners.map((banner) => ({ banner, is_active: banner.is_active, start: banner.start_date, end: banner.end_date })),
    now,
    'hidden',
  );
  return shown?.banner ?? null;
}
