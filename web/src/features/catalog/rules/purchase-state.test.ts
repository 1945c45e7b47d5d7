import { describe, expect, it } from 'vitest';
import { CARD_BUTTON_LABELS, purchaseState, seatsLeftNote, showsPrice } from './purchase-state';

describe('the subscription display rule', () => {
  it('is for sale when neither held nor full, and only then shows prices', () => {
    const item = { isSubscribed: false, is_seatsFull: false };
    expect(purchaseState(item)).toBe('available');
    expect(showsPrice(item)).toBe(true);
    expect(CARD_BUTTON_LABELS[purchaseState(item)]).toBe('View Details & Subscribe');
  });

  it('is "Seats Full" when full and not held', () => {
    const item = { isSubscribed: false, is_seatsFull: true };
    expect(purchaseState(item)).toBe('seats-full');
    expect(showsPrice(item)).toBe(false);
    expect(CARD_BUTTON_LABELS[purchaseState(item)]).toBe('Seats Full');
  });

  it('is "Subscribed" for a subscriber, full or not', () => {
    expect(purchaseState({ isSubscribed: true, is_seatsFull: false })).toBe('subscribed');
    expect(purchaseState({ isSubscribed: true, is_seatsFull: true })).toBe('subscribed');
    expect(showsPrice({ isSubscribed: true, is_seatsFull: false })).toBe(false);
    expect(CARD_BUTTON_LABELS.subscribed).toBe('Subscribed');
  });
});

describe('seatsLeftNote', () => {
  it('counts the seats of a limited batch that is for sale', () => {
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: 63 })).toBe('63 seats left');
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: 1 })).toBe('Only 1 seat left');
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: 100 })).toBe('100 seats left');
  });

  it('says nothing without a limit, for a large batch, when full, or to a subscriber', () => {
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: 5000 })).toBeNull();
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: null })).toBeNull();
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: true, seatsLeft: 0 })).toBeNull();
    expect(seatsLeftNote({ isSubscribed: true, is_seatsFull: false, seatsLeft: 12 })).toBeNull();
  });
});
