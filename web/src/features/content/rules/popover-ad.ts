/**
 * The pop-over ad's rules (docs/product.md, "The pop-over ad"): at most once a day per visitor
 * (the day in India), only on pages where a visitor browses, never where a learner works or pays,
 * and never over a control of the page.
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

/**
 * Where the ad can sit: a strip along the bottom or top of a phone, a card in a corner elsewhere
 * (the bottom ones first: the top of a page holds its title and search).
 */
export type AdSpot = 'bottom' | 'top' | 'bottom-left' | 'bottom-right' | 'top-right' | 'top-left';

/**
 * The gap between the ad and the edges (and the header), in CSS pixels. On wide screens the right
 * edge holds the Course Enquiry tab (up to 32 px wide), which the ad keeps clear of.
 */
export const AD_MARGIN = { phone: 12, wide: 16, wideRight: 48 } as const;
/**
 * The card's width from the `sm` breakpoint (640 px; `sm:w-80`); a phone's strip spans the screen.
 * Picture beside the words at every size, so the card is short and finds a corner free of
 * controls on a busy page.
 */
export const WIDE_AD_WIDTH = 320;
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
  const left = m;
  const right = viewport.width - AD_MARGIN.wideRight - WIDE_AD_WIDTH;
  const bottom = viewport.height - m - cardHeight;
  const top = headerBottom + m;
  const box = (x: number, y: number): Box => ({ left: x, top: y, width: WIDE_AD_WIDTH, height: cardHeight });
  return [
    { spot: 'bottom-left', box: box(left, bottom) },
    { spot: 'bottom-right', box: box(right, bottom) },
    { spot: 'top-right', box: box(right, top) },
    { spot: 'top-left', box: box(left, top) },
  ];
}

/**
 * What the ad must never cover: the page's controls on screen (buttons, links drawn as buttons,
 * form fields, and whatever the page marks `data-main-action`). A plain link in text may go under
 * it for a moment; a control may not, since a tap meant for it would land on the ad.
 */
export const AD_AVOIDS = [
  'main [data-main-action]',
  'main button',
  'main .btn',
  'main [role="button"]',
  'main input:not([type="hidden"])',
  'main select',
  'main textarea',
].join(', ');

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/**
 * The first spot where the ad covers none of `avoid` (the page's controls), or null when it
 * would cover one wherever it went (the ad then waits out of sight).
 */
export function chooseAdSpot(spots: { spot: AdSpot; box: Box }[], avoid: Box[]): AdSpot | null {
  const free = spots.find(({ box }) => avoid.every((action) => !overlaps(box, action)));
  return free?.spot ?? null;
}
