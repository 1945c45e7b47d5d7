/**
 * docs/product.md, "Prices and discounts" and "Seats", in one place for cards and details
 * pages: a subscriber's item is subscribed, whatever its seats; a full one cannot be bought; anything
 * else is for sale, and only then are prices shown.
 */
import type { Subscription } from '../api/schemas';

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

/** The list card's button (prelims, mains and the other lists). */
export const CARD_BUTTON_LABELS: Readonly<Record<PurchaseState, string>> = {
  subscribed: 'Subscribed',
  'seats-full': 'Seats Full',
  available: 'View Details & Subscribe',
};

/** Below this many seats a limited batch says how many are left (a 5,000-seat series need not). */
export const FEW_SEATS_LEFT = 100;

/** Seats left worth mentioning: a small batch that is neither full nor already the learner's. */
export function seatsLeftNote(
  subscription: Pick<Subscription, 'isSubscribed' | 'is_seatsFull' | 'seatsLeft'>,
): string | null {
  const { seatsLeft } = subscription;
  if (!showsPrice(subscription) || seatsLeft === null || seatsLeft === undefined || seatsLeft > FEW_SEATS_LEFT) {
    return null;
  }
  return seatsLeft === 1 ? 'Only 1 seat left' : `${seatsLeft.toLocaleString('en-IN')} seats left`;
}
