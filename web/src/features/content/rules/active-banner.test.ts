import { describe, expect, it } from 'vitest';
import { selectActiveBanner } from './active-banner';

const now = new Date('2026-06-15T12:00:00+05:30');

function banner(
  id: number,
  overrides: Partial<{ is_active: number | boolean; start_date: string | null; end_date: string | null }> = {},
) {
  return {
    id,
    is_active: 1,
    start_date: '2026-06-01T00:00:00+05:30',
    end_date: '2026-06-30T23:59:59+05:30',
    ...overrides,
  };
}

describe('selectActiveBanner', () => {
  it('returns the first active banner whose window contains now', () => {
    const banners = [banner(1, { is_active: 0 }), banner(2), banner(3)];
    expect(selectActiveBanner(banners, now)?.id).toBe(2);
  });

  it('includes both ends of the window', () => {
    expect(selectActiveBanner([banner(1, { start_date: '2026-06-15T12:00:00+05:30' })], now)?.id).toBe(1);
    expect(selectActiveBanner([banner(1, { end_date: '2026-06-15T12:00:00+05:30' })], now)?.id).toBe(1);
    // The same instant written with another offset.
    expect(selectActiveBanner([banner(1, { end_date: '2026-06-15T06:30:00Z' })], now)?.id).toBe(1);
  });

  it('skips banners that have not started or have ended', () => {
    const banners = [
      banner(1, { start_date: '2026-06-15T12:00:01+05:30' }),
      banner(2, { end_date: '2026-06-15T11:59:59+05:30' }),
      banner(3),
    ];
    expect(selectActiveBanner(banners, now)?.id).toBe(3);
  });

  it('only counts is_active equal to 1 as active', () => {
    expect(selectActiveBanner([banner(1, { is_active: 0 }), banner(2, { is_active: 2 })], now)).toBeNull();
  });

  it('ignores banners with missing or invalid dates', () => {
    const banners = [
      banner(1, { start_date: 'not a date' }),
      banner(2, { end_date: '' }),
      banner(3, { start_date: null }),
      banner(4, { end_date: '2026-13-45T99:00:00Z' }),
    ];
    expect(selectActiveBanner(banners, now)).toBeNull();
  });

  it('returns null for no banners', () => {
    expect(selectActiveBanner([], now)).toBeNull();
  });
});
