import { ArrowRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { comparePath } from '../rules/compare';
import { useComparison } from './compare-store';

/** The sticky bar that leads to the comparison once a course is picked (docs/product.md, "Comparing courses"). */
export function CompareBar() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { slugs, clear } = useComparison();
  if (slugs.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('catalog.compare.barLabel')}
      className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      {/* Both on the left: the Course Enquiry button floats at the bottom right. */}
      <div className="container-page flex items-center gap-3 py-3">
        <Link to={comparePath(slugs)} className="btn btn-primary px-4 py-2">
          {t('catalog.compare.open', { count: slugs.length, number: formatNumber(slugs.length, locale) })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <button type="button" onClick={clear} className="btn btn-outline px-3 py-2 text-sm">
          <X className="size-4" aria-hidden="true" />
          {t('catalog.compare.clear')}
        </button>
      </div>
    </div>
  );
}
