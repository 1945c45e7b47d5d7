import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { ReviewQuestion } from '../api/schemas';

/** A share of the takers, in whole percent: 62.5 -> "63%". */
function wholePercent(value: number, locale: string): string {
  return formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * How the test's takers did on a question: "62% attempted · 41% got it right" (docs/product.md,
 * "How others did"). Nothing while the server holds the figures back with the key.
 */
export function OthersDidLine({ stats }: { stats: ReviewQuestion['stats'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!stats) return null;
  return (
    <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
      <Users className="size-3.5 shrink-0" aria-hidden="true" />
      {t('results.reviewQuestion.othersDid', {
        attempted: wholePercent(stats.attemptedPct, locale),
        correct: wholePercent(stats.correctPct, locale),
      })}
    </p>
  );
}
