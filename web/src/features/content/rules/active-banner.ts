// Relative, not '@/lib': the browser tests import this rule, outside the app's aliases.
import { shownFirst } from '../../../lib/shown-first';

/**
 * What the rule reads of a banner (../api/schemas.ts), as loosely as it copes with it: a flag
 * other than 1 is off, and a missing or unreadable date hides the banner. The browser tests hand
 * it the banners they wrote through the console.
 */
interface Dated {
  is_active: unknown;
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * docs/product.md, "Announcements": the strip shows the first banner that is active (is_active = 1)
 * and whose window [start_date, end_date] contains now, both ends inclusive. A banner with a
 * missing or unreadable date is skipped, never shown forever. The rule is lib/shown-first.ts,
 * which the console's list of banners applies too.
 */
export function selectActiveBanner<T extends Dated>(banners: readonly T[], now: Date): T | null {
  const shown = shownFirst(
    banners.map((banner) => ({ banner, is_active: banner.is_active, start: banner.start_date, end: banner.end_date })),
    now,
    'hidden',
  );
  return shown?.banner ?? null;
}
