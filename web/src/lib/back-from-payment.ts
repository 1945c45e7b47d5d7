/**
 * A page the payment page returned to keeps knowing it for the rest of that visit, though the
 * outcome parameter (?payment=) is taken out of its address once said: the address is replaced
 * with this mark in the history entry's state. The pop-over ad never appears on such a visit
 * (docs/product.md, "The pop-over ad").
 */
const MARK = 'backFromPayment';

/** The history state a page back from the payment page is left with. */
export const backFromPaymentState = { [MARK]: true } as const;

/** Whether a history entry's state (react-router's location.state) says it came back from paying. */
export function isBackFromPayment(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}
