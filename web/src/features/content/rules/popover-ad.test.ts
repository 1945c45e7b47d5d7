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
    const spots = adSpots(desktop, 104, 72);
    expect(spots.map(({ spot }) => spot)).toEqual(['bottom-left', 'bottom-right', 'top-right', 'top-left']);
    expect(spots[0]?.box).toEqual({ left: 16, top: 680, width: 320, height: 104 });
    // The right-hand ones keep clear of the Course Enquiry tab on the right edge.
    expect(spots[2]?.box).toEqual({ left: 912, top: 88, width: 320, height: 104 });
    // A filter button in the bottom-left corner sends it right; a card's button there too, up.
    const filter = { left: 32, top: 700, width: 120, height: 40 };
    const cardButton = { left: 1100, top: 720, width: 140, height: 44 };
    const search = { left: 900, top: 100, width: 320, height: 46 };
    expect(chooseAdSpot(spots, [filter])).toBe('bottom-right');
    expect(chooseAdSpot(spots, [filter, cardButton])).toBe('top-right');
    expect(chooseAdSpot(spots, [filter, cardButton, search])).toBe('top-left');
    // A control in every corner: no spot, the ad waits out of sight.
    expect(
      chooseAdSpot(spots, [filter, cardButton, search, { left: 100, top: 120, width: 80, height: 40 }]),
    ).toBeNull();
  });
});
