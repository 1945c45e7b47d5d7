import type { Banner } from '../api/schemas';

function parseDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function isActiveFlag(flag: Banner['is_active']): boolean {
  return flag === 1 || flag === true;
}

/**
 * docs/product.md, "Announcements": the strip shows the first banner that is active (is_active = 1)
 * and whose window [start_date, end_date] contains now, both ends inclusive. A banner with a
 * missing or unreadable date is skipped, never shown forever.
 */
export function selectActiveBanner<T extends Pick<Banner, 'is_active' | 'start_date' | 'end_date'>>(
  banners: readonly T[],
  now: Date,
): T | null {
  const at = now.getTime();
  for (const banner of banners) {
    if (!isActiveFlag(banner.is_active)) continue;
    const start = parseDate(banner.start_date);
    const end = parseDate(banner.end_date);
    if (start === null || end === null) continue;
    if (start <= at && at <= end) return banner;
  }
  return null;
}
