import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import type { Review } from '../api/schemas';
import { formatMarks, formatScore } from '../rules/format';

/**
 * The learner's score beside the topper's and the average, as bars on the scale of the total
 * marks (CSS only: no chart library for three bars). A negative score draws no bar. Nothing
 * while the score is held with a live test's key.
 */
export function ScoreComparison({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { analysis, attempt } = review;
  if (analysis.score == null) return null; // held with the key (docs/product.md, "Live tests")
  const scale = Math.max(attempt.totalMarks, analysis.topperScore, 1);
  const bars = [
    { id: 'you', label: t('results.comparison.you'), score: analysis.score, colour: 'bg-saffron-500' },
    { id: 'topper', label: t('results.comparison.topper'), score: analysis.topperScore, colour: 'bg-emerald-600' },
    { id: 'average', label: t('results.comparison.average'), score: analysis.averageScore, colour: 'bg-navy-500' },
  ];
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className="font-display text-lg font-bold text-navy-900">
        {t('results.comparison.title')}
      </h2>
      <dl className="mt-4 space-y-3">
        {bars.map((bar) => (
          <div key={bar.id} className="grid grid-cols-[4.5rem_minmax(0,1fr)_3.5rem] items-center gap-3">
            <dt className="text-sm font-medium text-slate-700">{bar.label}</dt>
            <div className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={`h-full rounded-full ${bar.colour}`}
                style={{ width: `${Math.max(0, Math.min(100, (bar.score / scale) * 100))}%` }}
              />
            </div>
            <dd className="text-right text-sm font-semibold text-navy-900 tabular-nums">
              {formatScore(bar.score, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        {t('results.comparison.outOf', { count: attempt.totalMarks, marks: formatMarks(attempt.totalMarks, locale) })}
      </p>
    </section>
  );
}
