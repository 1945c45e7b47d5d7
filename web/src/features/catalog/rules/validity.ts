/**
 * docs/product.md, "Validity": how long a subscription lasts, in the words the pages use. Before
 * buying, from the subscription's own terms (days from the purchase, a fixed last day, whichever
 * comes first); after, from the learner's access. Days are India's calendar days, written in the
 * interface's language ("31 May 2027", "31 मई 2027").
 */
import { formatLongDate, formatNumber } from '@/i18n/format';
import { en } from '@/i18n/resources';
import type { Subscription } from '../api/schemas';
import { MESSAGES } from './messages';
import { currentWording, type Wording } from './wording';

/** "31 May 2027" ("31 मई 2027" in Hindi); null for a missing or unreadable moment. */
export function formatDay(iso: string | null | undefined, locale = currentWording().locale): string | null {
  if (!iso) return null;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : formatLongDate(moment, locale);
}

/** The spec's English words for access without an end (the screens say them through t). */
export const NO_END_TEXT: string = en.catalog.validity.noEnd;

/** What the subscription promises before it is bought. */
export function validityBeforeBuying(
  { validityDays, validUntil }: Pick<Subscription, 'validityDays' | 'validUntil'>,
  { t, locale }: Wording = currentWording(),
): string {
  const days = validityDays !== null && validityDays !== undefined && validityDays > 0 ? validityDays : null;
  const until = formatDay(validUntil, locale);
  if (days !== null) {
    const number = formatNumber(days, locale);
    return until === null
      ? t('catalog.validity.days', { count: days, number })
      : t('catalog.validity.daysUntil', { count: days, number, date: until });
  }
  if (until !== null) return t('catalog.validity.validUntil', { date: until });
  return t('catalog.validity.noEnd');
}

/** The learner's own access: "Valid until 31 May 2027", or no end. */
export function validUntilText(iso: string | null | undefined, { t, locale }: Wording = currentWording()): string {
  const until = formatDay(iso, locale);
  return until === null ? t('catalog.validity.noEnd') : t('catalog.validity.validUntil', { date: until });
}

/** An ended subscription in My Subscriptions. */
export function expiredText(iso: string | null | undefined, { t, locale }: Wording = currentWording()): string {
  const until = formatDay(iso, locale);
  return until === null ? t(MESSAGES.expired) : t('catalog.validity.expiredOn', { date: until });
}
