/**
 * docs/product.md, "Validity": how long a subscription lasts, in the words the pages use. Before
 * buying, from the subscription's own terms (days from the purchase, a fixed last day, whichever
 * comes first); after, from the learner's access. Days are India's calendar days.
 */
import type { Subscription } from '../api/schemas';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "31 May 2027"; null for a missing or unreadable moment. */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : dayFormat.format(moment);
}

function daysText(days: number): string {
  return days === 1 ? 'Access for 1 day' : `Access for ${days.toLocaleString('en-IN')} days`;
}

export const NO_END_TEXT = 'Access with no end date';

/** What the subscription promises before it is bought. */
export function validityBeforeBuying({
  validityDays,
  validUntil,
}: Pick<Subscription, 'validityDays' | 'validUntil'>): string {
  const days = validityDays !== null && validityDays !== undefined && validityDays > 0 ? validityDays : null;
  const until = formatDay(validUntil);
  if (days !== null && until !== null) return `${daysText(days)}, until ${until} at the latest`;
  if (days !== null) return daysText(days);
  if (until !== null) return `Valid until ${until}`;
  return NO_END_TEXT;
}

/** The learner's own access: "Valid until 31 May 2027", or no end. */
export function validUntilText(iso: string | null | undefined): string {
  const until = formatDay(iso);
  return until === null ? NO_END_TEXT : `Valid until ${until}`;
}

/** An ended subscription in My Subscriptions. */
export function expiredText(iso: string | null | undefined): string {
  const until = formatDay(iso);
  return until === null ? 'Expired' : `Expired on ${until}`;
}
