import type { Review } from '../api/schemas';
import { formatScore } from '../rules/format';

/**
 * The learner's score beside the topper's and the average, as bars on the scale of the total
 * marks (CSS only: no chart library for three bars). A negative score draws no bar.
 */
export function ScoreComparison({ review }: { review: Review }) {
  const { analysis, attempt } = review;
  const scale = Math.max(attempt.totalMarks, analysis.topperScore, 1);
  const bars = [
    { label: 'You', score: analysis.score, colour: 'bg-saffron-500' },
    { label: 'Topper', score: analysis.topperScore, colour: 'bg-emerald-600' },
    { label: 'Average', score: analysis.averageScore, colour: 'bg-navy-500' },
  ];
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className="font-display text-lg font-bold text-navy-900">
        How you compare
      </h2>
      <dl className="mt-4 space-y-3">
        {bars.map((bar) => (
          <div key={bar.label} className="grid grid-cols-[4.5rem_minmax(0,1fr)_3.5rem] items-center gap-3">
            <dt className="text-sm font-medium text-slate-700">{bar.label}</dt>
            <div className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={`h-full rounded-full ${bar.colour}`}
                style={{ width: `${Math.max(0, Math.min(100, (bar.score / scale) * 100))}%` }}
              />
            </div>
            <dd className="text-right text-sm font-semibold text-navy-900 tabular-nums">{formatScore(bar.score)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">Out of {attempt.totalMarks} marks.</p>
    </section>
  );
}
