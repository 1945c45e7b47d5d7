import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { TopicAccuracy } from '../api/schemas';
import { formatPercent, formatTimeSpent } from '../rules/format';

/**
 * Accuracy per topic: correct answers as a share of the answered ones, with a bar (docs/product.md,
 * "The review"). On a phone the table keeps four columns that fit 390 px: the topic, correct out of
 * all its questions ('1 of 3'), the accuracy of the answered ones, and the time; wider up, the
 * incorrect and skipped counts too.
 */
export function TopicAccuracyTable({ topics }: { topics: readonly TopicAccuracy[] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const count = (value: number) => formatNumber(value, locale);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="topics-heading">
      <h2 id="topics-heading" className="font-display text-lg font-bold text-navy-900">
        {t('results.topics.title')}
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm sm:min-w-[32rem]">
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('results.topics.topic')}
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-2">
                {t('results.topics.correct')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {t('results.topics.incorrect')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {t('results.topics.skipped')}
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:w-40 sm:px-2 sm:text-left">
                {t('results.topics.accuracyOfAnswered')}
              </th>
              <th scope="col" className="py-2 pl-1.5 text-right font-semibold sm:pl-2">
                {t('results.topics.time')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {topics.map((topic) => (
              <tr key={topic.topic}>
                <th scope="row" className="py-2.5 pr-3 font-medium text-navy-900">
                  {topic.topic}
                </th>
                <td className="px-1.5 py-2.5 text-right text-emerald-700 tabular-nums sm:px-2">
                  <span className="whitespace-nowrap">
                    {t('results.topics.correctOf', { correct: count(topic.correct), total: count(topic.questions) })}
                  </span>
                </td>
                <td className="hidden px-2 py-2.5 text-right text-rose-700 tabular-nums sm:table-cell">
                  {count(topic.incorrect)}
                </td>
                <td className="hidden px-2 py-2.5 text-right text-slate-600 tabular-nums sm:table-cell">
                  {count(topic.unattempted)}
                </td>
                <td className="px-1.5 py-2.5 sm:px-2">
                  <div className="flex items-center justify-end gap-2">
                    <div
                      className="hidden h-2 flex-1 overflow-hidden rounded-full bg-slate-100 sm:block"
                      aria-hidden="true"
                    >
                      <div
                        className="h-full rounded-full bg-emerald-500"
                        style={{ width: `${Math.min(100, topic.accuracy)}%` }}
                      />
                    </div>
                    <span className="text-right tabular-nums sm:w-12">{formatPercent(topic.accuracy, locale)}</span>
                  </div>
                </td>
                <td className="py-2.5 pl-1.5 text-right whitespace-nowrap tabular-nums sm:pl-2">
                  {formatTimeSpent(topic.timeSpentMs, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('results.topics.accuracyNote')}</p>
    </section>
  );
}
