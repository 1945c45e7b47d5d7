import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { ConfidenceAnalysis as Analysis } from '../api/schemas';
import { formatMark, formatPercent, formatScore } from '../rules/format';

interface ConfidenceAnalysisProps {
  confidence: Analysis;
  /** The attempt's score, beside the score without the guesses. */
  score: number;
}

/**
 * The analysis by confidence tag (docs/product.md, "Confidence tags"): for the answers tagged
 * Sure, 50:50 and Guess, and those left untagged, how many were right and what they added to
 * the score; then what the score would have been had the guesses been left unattempted.
 */
export function ConfidenceAnalysis({ confidence, score }: ConfidenceAnalysisProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const count = (value: number) => formatNumber(value, locale);
  const net = (value: number) => formatMark(Math.abs(value), value < 0 ? 'loss' : 'gain', locale);
  const guesses = confidence.rows.find((row) => row.tag === 'guess');
  const guessed = (guesses?.answered ?? 0) > 0;
  const difference = score - confidence.scoreWithoutGuesses;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="confidence-heading">
      <h2 id="confidence-heading" className="font-display text-lg font-bold text-navy-900">
        {t('quiz.confidence.analysis.title')}
      </h2>
      {confidence.tagged === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('quiz.confidence.analysis.noTags')}</p>
      ) : (
        <>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm sm:min-w-[32rem]">
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('quiz.confidence.analysis.tag')}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-2">
                    {t('quiz.confidence.analysis.correct')}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-2">
                    {t('quiz.confidence.analysis.wrong')}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-2">
                    {t('quiz.confidence.analysis.accuracy')}
                  </th>
                  <th scope="col" className="py-2 pl-1.5 text-right font-semibold sm:pl-2">
                    {t('quiz.confidence.analysis.netMarks')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {confidence.rows.map((row) => (
                  <tr key={row.tag}>
                    <th scope="row" className="py-2.5 pr-3 font-medium text-navy-900">
                      {row.tag === 'untagged'
                        ? t('quiz.confidence.analysis.untagged')
                        : t(`quiz.confidence.tags.${row.tag}`)}
                    </th>
                    <td className="px-1.5 py-2.5 text-right text-emerald-700 tabular-nums sm:px-2">
                      {/* Out of the answers with this tag: the table fits a 390 px phone with no separate column. */}
                      <span className="whitespace-nowrap">
                        {t('results.topics.correctOf', { correct: count(row.correct), total: count(row.answered) })}
                      </span>
                    </td>
                    <td className="px-1.5 py-2.5 text-right text-rose-700 tabular-nums sm:px-2">
                      {count(row.incorrect)}
                    </td>
                    <td className="px-1.5 py-2.5 text-right tabular-nums sm:px-2">
                      {row.answered > 0 ? formatPercent(row.accuracy, locale) : '–'}
                    </td>
                    <td
                      className={`py-2.5 pl-1.5 text-right font-semibold whitespace-nowrap tabular-nums sm:pl-2 ${
                        row.netMarks < 0 ? 'text-rose-700' : 'text-navy-900'
                      }`}
                    >
                      {net(row.netMarks)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            {guessed
              ? t('quiz.confidence.analysis.withoutGuesses', {
                  score: formatScore(confidence.scoreWithoutGuesses, locale),
                })
              : t('quiz.confidence.analysis.noGuesses')}
            {guessed && difference !== 0 && (
              <>
                {' '}
                {t(difference > 0 ? 'quiz.confidence.analysis.guessesGained' : 'quiz.confidence.analysis.guessesCost', {
                  marks: formatScore(Math.abs(difference), locale),
                })}
              </>
            )}
          </p>
        </>
      )}
    </section>
  );
}
