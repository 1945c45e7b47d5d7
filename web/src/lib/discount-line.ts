import type { Language } from '@/i18n/languages';
import type { Subscription } from '../api/schemas';

/**
 * The discount line a learner reads (docs/product.md, "Discount lines and tags"): the Hindi one
 * in the Hindi interface where staff gave it, else the English one; empty for none.
 */
export function discountLine(
  subscription: Pick<Subscription, 'discount_info' | 'discount_info_hi'>,
  language: Language,
): string {
  const hindi = subscription.discount_info_hi.trim();
  if (language === 'hi' && hindi) return hindi;
  return subscription.discount_info.trim();
}
