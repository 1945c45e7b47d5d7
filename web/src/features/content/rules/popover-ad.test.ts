import { describe, expect, it } from 'vitest';
import { backFromPaymentState } from '@/lib/back-from-payment';
import { adAllowedOn, adSpots, chooseAdSpot, dayInIndia, shownToday } from './popover-ad';

describe('once a day', () => {
  it('counts days in India', () => {
    expect(dayInIndia(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25'); // 23:59 in India
    expect(dayInIndia(new Date('2026-11-25T18:31:00Z'))).toBe('2026-11-26'); // 00:01 the next day
  });

  it('shows the ad again only on another day', () => {
    const evening = new Date('2026-11-25T15:00:00Z');
    expect(shownToday(null, evening)).toBe(false);
    expect(shownToday('2026-11-25', evening)).toBe(true);
    expect(shownToday('2026-11-24', evening)).toBe(false);
    expect(shownToday('2026-11-25', new Date('2026-11-25T19:00:00Z'))).toBe(false); // past midnight in India
  });
});

describe('where the ad may appear', () => {
  it.each(['/', '/notes', '/notes/12', '/prelims-tests', '/optionals/3/7', '/privacy-policy', '/pcs_section_details'])(
    'on %s, where a visitor browses',
    (path) => {
      expect(adAllowedOn(path)).toBe(true);
    },
  );

  it.each([
    '/profile',
    '/my-subscriptions',
    '/my_subscriptions',
    '/notes/library/abc',
    '/prelims-tests/library/abc',
    '/mains-tests/list/abc',
    '/video-courses/library/abc',
    '/video-courses/videos/abc/4',
    '/quiz/gs-test-01',
    '/quiz/gs-test-01/review/9',
    '/check-ranking',
    '/check-attempted-test',
    '/admin/catalogue',
    '/login',
    '/reset-password',
  ])('never on %s, where a learner works', (path) => {
    expect(adAllowedOn(path)).toBe(false);
  });

  it('never on a page back from the payment page', () => {
    expect(adAllowedOn('/notes/12', '?payment=success')).toBe(false);
    expect(adAllowedOn('/notes/12', '?type=3')).toBe(true);
    // The page took ?payment= out of its address, but the visit is still the one back from paying.
    expect(adAllowedOn('/notes/12', '', backFromPaymentState)).toBe(false);
    expect(adAllowedOn('/notes/12', '', { other: true })).toBe(true);
  });
});

describe('never over the main action', () => {
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 800 };

  it('takes the bottom of a phone unless the main action is there, then the top', () => {
    const spots = adSpots(phone, 100, 56);
    expect(chooseAdSpot(spots, [])).toBe('bottom');
    expect(chooseAdSpot(spots, [{ left: 16, top: 300, width: 200, height: 48 }])).toBe('bottom');
    expect(chooseAdSpot(spots, [{ left: 16, top: 760, width: 200, height: 48 }])).toBe('top');
    // Covered at both ends: no spot, the ad waits.
    expect(
      chooseAdSpot(spots, [
        { left: 16, top: 760, width: 200, height: 48 },
        { left: 16, top: 80, width: 200, height: 48 },
      ]),
    ).toBeNull();
  });

  it('takes the bottom-left corner of a wide screen unless the main action is there, then the top right', () => {
    const spots = adSpots(desktop, 330, 72);
    expect(spots[0]?.box).toEqual({ left: 16, top: 454, width: 272, height: 330 });
    // The home page's hero button at 1280 px sits in that corner.
    expect(chooseAdSpot(spots, [{ left: 32, top: 612, width: 230, height: 52 }])).toBe('top-right');
    expect(chooseAdSpot(spots, [{ left: 700, top: 300, width: 200, height: 52 }])).toBe('bottom-left');
  });
});
