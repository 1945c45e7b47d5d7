/**
 * The pop-over ad's rules (docs/product.md, "The pop-over ad"): at most once a day per visitor
 * (the day in India), only on pages where a visitor browses, never where a learner works or pays,
 * and never over the page's main action.
 */
import { isBackFromPayment } from '@/lib/back-from-payment';

/** Where the day the ad was last shown is kept (localStorage), as YYYY-MM-DD in India. */
export const POPOVER_AD_SEEN_KEY = 'aspirant.popoverAdSeenOn';

/** India is 5 h 30 min ahead of UTC all year (it keeps no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The day in India (the product's time zone) as YYYY-MM-DD. Worked out by hand: an
 * Intl.DateTimeFormat with a time zone loads the zone's data, which costs a budget phone about
 * 25 ms on a page's first load.
 */
export function dayInIndia(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether the ad was already shown today, given the stored day (null when never). */
export function shownToday(storedDay: string | null, now: Date): boolean {
  return storedDay === dayInIndia(now);
}

/**
 * Pages the ad never appears on: the profile, My Subscriptions (where checkout returns), any page
 * back from the payment page (?payment=, and the same visit once the page has taken it away), the libraries, the test screen and its results
 * (rankings, attempted tests, the review), the staff console and the sign-in pages.
 */
const WORKING_PAGES: readonly RegExp[] = [
  /^\/profile(\/|$)/u,
  /^\/my[-_]subscriptions(\/|$)/u,
  /^\/notes\/library\//u,
  /^\/prelims[-_]tests\/library\//u,
  /^\/mains[-_]tests\/list\//u,
  /^\/video[-_]courses\/(library|videos)\//u,
  /^\/quiz(\/|$)/u,
  /^\/check-ranking(\/|$)/u,
  /^\/check-attempted-test(\/|$)/u,
  /^\/admin(\/|$)/u,
  /^\/login(\/|$)/u,
  /^\/reset-password(\/|$)/u,
];

export function adAllowedOn(pathname: string, search = '', state: unknown = null): boolean {
  if (new URLSearchParams(search).has('payment') || isBackFromPayment(state)) return false;
  return !WORKING_PAGES.some((page) => page.test(pathname));
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the ad can sit: a strip along the bottom or top of a phone, a card in a corner elsewhere. */
export type AdSpot = 'bottom' | 'top' | 'bottom-left' | 'top-right';

/** The gap between the ad and the edges (and the header), in CSS pixels. */
export const AD_MARGIN = { phone: 12, wide: 16 } as const;
/** The card's width from the `sm` breakpoint (640 px); a phone's strip spans the screen. */
export const WIDE_AD_WIDTH = 272;
const SM = 640;

/** The spots to try, in order of preference, and the box the ad would take in each. */
export function adSpots(
  viewport: { width: number; height: number },
  cardHeight: number,
  headerBottom: number,
): { spot: AdSpot; box: Box }[] {
  if (viewport.width < SM) {
    const m = AD_MARGIN.phone;
    const width = viewport.width - 2 * m;
    return [
      { spot: 'bottom', box: { left: m, top: viewport.height - m - cardHeight, width, height: cardHeight } },
      { spot: 'top', box: { left: m, top: headerBottom + m, width, height: cardHeight } },
    ];
  }
  const m = AD_MARGIN.wide;
  return [
    {
      spot: 'bottom-left',
      box: { left: m, top: viewport.height - m - cardHeight, width: WIDE_AD_WIDTH, height: cardHeight },
    },
    {
      spot: 'top-right',
      box: {
        left: viewport.width - m - WIDE_AD_WIDTH,
        top: headerBottom + m,
        width: WIDE_AD_WIDTH,
        height: cardHeight,
      },
    },
  ];
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/**
 * The first spot where the ad covers none of `avoid` (the page's main action), or null when it
 * would cover it wherever it went (the ad then waits out of sight).
 */
export function chooseAdSpot(spots: { spot: AdSpot; box: Box }[], avoid: Box[]): AdSpot | null {
  const free = spots.find(({ box }) => avoid.every((action) => !overlaps(box, action)));
  return free?.spot ?? null;
}
