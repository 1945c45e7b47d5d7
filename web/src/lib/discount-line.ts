import type { Language } from '@/i18n/languages';

/**
 * The discount line a learner reads (docs/product.md, "Discount lines and tags"): the Hindi one
 * in the Hindi interface where staff gave it, else the English one; empty for none.
 */
export function discountLine(
  subscription: { discount_info: string; discount_info_hi: string },
  language: Language,
): string {
  const hindi = subscription.discount_info_hi.trim();
  if (language === 'hi' && hindi) return hindi;
  return subscription.discount_info.trim();
}
