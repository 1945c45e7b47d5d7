/**
 * docs/product.md, "Prices and discounts" and "Seats", in one place for cards and details
 * pages: a subscriber's item is subscribed, whatever its seats; a full one cannot be bought; anything
 * else is for sale, and only then are prices shown.
 */
import type { ParseKeys } from 'i18next';
import { formatNumber } from '@/i18n/format';
import { en } from '@/i18n/resources';
import type { Subscription } from '../api/schemas';
import { currentWording, type Wording } from './wording';

export type PurchaseState = 'subscribed' | 'seats-full' | 'available';

type StatusFields = Pick<Subscription, 'isSubscribed' | 'is_seatsFull'>;

export function purchaseState({ isSubscribed, is_seatsFull }: StatusFields): PurchaseState {
  if (isSubscribed) return 'subscribed';
  if (is_seatsFull) return 'seats-full';
  return 'available';
}

/** Price and strike price only when not subscribed and seats are not full. */
export function showsPrice(subscription: StatusFields): boolean {
  return purchaseState(subscription) === 'available';
}

/** The list card's button (prelims, mains and the other lists): `t(CARD_BUTTON_KEYS[state])`. */
export const CARD_BUTTON_KEYS = {
  subscribed: 'catalog.card.subscribed',
  'seats-full': 'catalog.card.seatsFull',
  available: 'catalog.card.viewDetailsAndSubscribe',
} as const satisfies Record<PurchaseState, ParseKeys>;

/** The card buttons' words as the spec writes them, in English. */
export const CARD_BUTTON_LABELS: Readonly<Record<PurchaseState, string>> = {
  subscribed: en.catalog.card.subscribed,
  'seats-full': en.catalog.card.seatsFull,
  available: en.catalog.card.viewDetailsAndSubscribe,
};

/** Below this many seats a limited batch says how many are left (a 5,000-seat series need not). */
export const FEW_SEATS_LEFT = 100;

/** Seats left worth mentioning: a small batch that is neither full nor already the learner's. */
export function seatsLeftNote(
  subscription: Pick<Subscription, 'isSubscribed' | 'is_seatsFull' | 'seatsLeft'>,
  { t, locale }: Wording = currentWording(),
): string | null {
  const { seatsLeft } = subscription;
  if (!showsPrice(subscription) || seatsLeft === null || seatsLeft === undefined || seatsLeft > FEW_SEATS_LEFT) {
    return null;
  }
  return t('catalog.card.seatsLeft', { count: seatsLeft, number: formatNumber(seatsLeft, locale) });
}
