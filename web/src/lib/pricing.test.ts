import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { discountPercent, formatRupees, isFree, priceText } from './pricing';

describe('discountPercent', () => {
  it('rounds (strike - price) / strike × 100', () => {
    expect(discountPercent(1499, 2999)).toBe(50); // 50.016… rounds down
    expect(discountPercent(7999, 11999)).toBe(33); // 33.336…
    expect(discountPercent(2, 3)).toBe(33); // 33.33…
    expect(discountPercent(1, 3)).toBe(67); // 66.66… rounds up
    expect(discountPercent(0, 500)).toBe(100);
  });

  it('rounds halves up like Math.round', () => {
    expect(discountPercent(87.5, 100)).toBe(13); // 12.5
  });

  it('has no discount without a strike price above the price', () => {
    expect(discountPercent(999, null)).toBeNull();
    expect(discountPercent(999, undefined)).toBeNull();
    expect(discountPercent(999, 999)).toBeNull();
    expect(discountPercent(999, 500)).toBeNull();
    expect(discountPercent(999, 0)).toBeNull();
    expect(discountPercent(999, Number.NaN)).toBeNull();
  });
});

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(124999)).toBe('₹1,24,999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise only when there are any', () => {
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(1234.56)).toBe('₹1,234.56');
  });
});

describe('free prices', () => {
  it('calls a price of 0 free, and nothing else', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(0.5)).toBe(false);
    expect(isFree(1499)).toBe(false);
    expect(priceText(0)).toBe('Free');
    expect(priceText(1499)).toBe('₹1,499');
  });
});

describe('prices in Hindi', () => {
  it('says free in Hindi and keeps the rupee sign and Indian grouping', async () => {
    await i18n.changeLanguage('hi');
    const t = i18n.getFixedT('hi');
    expect(priceText(0, t, 'hi-IN')).toBe('निःशुल्क');
    expect(priceText(0)).toBe('निःशुल्क');
    expect(priceText(124999, t, 'hi-IN')).toBe('₹1,24,999');
    expect(formatRupees(1234.56, 'hi-IN')).toBe('₹1,234.56');
  });
});
