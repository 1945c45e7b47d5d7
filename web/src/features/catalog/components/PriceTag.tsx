import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { discountPercent, formatRupees, priceText } from '@/lib/pricing';

interface PriceTagProps {
  price: number;
  strikePrice: number | null | undefined;
  /** Cards show a compact line; details pages the OFFER PRICE block. */
  size?: 'card' | 'details';
}

/**
 * Price ("Free" for nothing: docs/product.md, "Free courses"), the struck-through original price
 * and the rounded discount (docs/product.md, "Prices and discounts").
 */
export function PriceTag({ price, strikePrice, size = 'card' }: PriceTagProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const discount = discountPercent(price, strikePrice);
  const large = size === 'details';
  return (
    <div>
      {large && (
        <p className="text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
          {t('catalog.price.offerPrice')}
        </p>
      )}
      <p className="flex flex-wrap items-baseline gap-x-2.5 gap-y-1">
        <span className={`font-bold text-navy-900 ${large ? 'text-3xl' : 'text-xl'}`}>
          {priceText(price, t, locale)}
        </span>
        {discount !== null && strikePrice != null && (
          <>
            <span className={`text-slate-500 line-through ${large ? 'text-base' : 'text-sm'}`}>
              <span className="sr-only">{t('catalog.price.originalPrice')} </span>
              {formatRupees(strikePrice, locale)}
            </span>
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/15">
              {t('catalog.price.discount', { percent: formatNumber(discount, locale) })}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
