import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

// The page to pay on may come under any of three names.
const paymentAnswerSchema = z.object({
  redirectURL: z.nullish(z.string()),
  payment_url: z.nullish(z.string()),
  url: z.nullish(z.string()),
});

/** The server sends the learner back from the payment page with ?payment=success|cancelled|failed. */
export const PAYMENT_OUTCOME_PARAM = 'payment';

/**
 * Where the learner lands after the payment page: this page, where they pressed Order Now
 * (docs/product.md, "Orders"), without a previous return's outcome.
 */
export function paymentReturnAddress(): string {
  const here = new URL(window.location.href);
  here.searchParams.delete(PAYMENT_OUTCOME_PARAM);
  here.hash = '';
  return here.href;
}

/**
 * Opens an order at the server's price (docs/product.md, "Orders"), with both fields in the
 * query string and no body. 409 when already owned, not on sale or full; 502 when the gateway is down.
 */
export function startPayment(subscriptionId: number) {
  return apiRequest('/v1/payment', {
    method: 'POST',
    query: { subscriptionId, success_url: paymentReturnAddress() },
    schema: paymentAnswerSchema,
  });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
