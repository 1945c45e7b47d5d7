import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import { formatNumber } from '@/i18n/format';

/**
 * Money on screen: rupees in the Indian grouping (₹1,24,999), paise only when there are any.
 * `locale` is the interface's (useIntlLocale(): 'en-IN' or 'hi-IN', both with Indian grouping).
 */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  const hasPaise = !Number.isInteger(amount);
  return formatNumber(amount, locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: hasPaise ? 2 : 0,
    maximumFractionDigits: hasPaise ? 2 : 0,
  });
}

/**
 * docs/product.md, "Prices and discounts": discount percent = round((strikePrice - price) /
 * strikePrice × 100). Returns null when there is nothing to show: no strike price, or one not above
 * the price.
 */
export function discountPercent(price: number, strikePrice: number | null | undefined): number | null {
  if (strikePrice === null || strikePrice === undefined || !Number.isFinite(strikePrice)) return null;
  if (strikePrice <= 0 || strikePrice <= price) return null;
  return Math.round(((strikePrice - price) / strikePrice) * 100);
}

/** docs/product.md, "Free courses": a price of 0 is free (enrolled at once, no gateway). */
export function isFree(price: number): boolean {
  return price === 0;
}

/**
 * The price as the pages say it: "Free" (common.price.free) for nothing, else rupees. A component
 * passes its `t` and `useIntlLocale()`, so a language switch re-renders the price; without them
 * the text is in the interface's current language and the rupees in `en-IN`.
 */
export function priceText(price: number, t?: TFunction, locale = 'en-IN'): string {
  if (!isFree(price)) return formatRupees(price, locale);
  return t ? t('common.price.free') : i18n.t('common.price.free');
}
