/**
 * The payment page is the first of redirectURL, payment_url and url
 * that the answer carries. Only web addresses count: anything else (a javascript: URL from a
 * broken or hostile answer) is no address at all.
 */
export interface PaymentAnswer {
  redirectURL?: string | null;
  payment_url?: string | null;
  url?: string | null;
}

export function paymentAddress(answer: PaymentAnswer, origin: string): string | null {
  for (const candidate of [answer.redirectURL, answer.payment_url, answer.url]) {
    if (!candidate) continue;
    try {
      const address = new URL(candidate, origin);
      if (address.protocol === 'https:' || address.protocol === 'http:') return address.href;
    } catch {
      // Not an address: try the next field.
    }
  }
  return null;
}
