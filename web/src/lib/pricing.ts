/** Money on screen: rupees in the Indian grouping (₹1,24,999), paise only when there are any. */
export function formatRupees(amount: number): string {
  const hasPaise = !Number.isInteger(amount);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: hasPaise ? 2 : 0,
    maximumFractionDigits: hasPaise ? 2 : 0,
  }).format(amount);
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

/** The price as the pages say it: "Free" for nothing, else rupees. */
export function priceText(price: number): string {
  return isFree(price) ? 'Free' : formatRupees(price);
}
