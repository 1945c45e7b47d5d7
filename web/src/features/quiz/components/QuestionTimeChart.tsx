import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '../api/schemas';
import { formatTimeSpent } from '../rules/format';

const OUTCOME_COLOUR: Record<ReviewQuestion['outcome'], string> = {
  correct: 'bg-emerald-500',
  incorrect: 'bg-rose-500',
  answered: 'bg-navy-500',
  unattempted: 'bg-slate-300',
  dropped: 'bg-amber-400',
};

/** How a bar's label names the outcome, and the legend's name for each colour. */
const OUTCOME_IN_LABEL = {
  correct: 'results.timeChart.barOutcome.correct',
  incorrect: 'results.timeChart.barOutcome.incorrect',
  answered: 'results.timeChart.barOutcome.answered',
  unattempted: 'results.timeChart.barOutcome.unattempted',
  dropped: 'results.timeChart.barOutcome.dropped',
} as const satisfies Record<ReviewQuestion['outcome'], ParseKeys>;

const LEGEND = {
  correct: 'results.outcome.correct',
  incorrect: 'results.outcome.incorrect',
  answered: 'results.outcome.answered',
  unattempted: 'results.outcome.unattempted',
  dropped: 'results.outcome.dropped',
} as const satisfies Record<ReviewQuestion['outcome'], ParseKeys>;

/** The legend names the colours on the chart: answered stands for correct and incorrect while the key is held. */
function outcomesOf(questions: readonly ReviewQuestion[]): readonly ReviewQuestion['outcome'][] {
  if (questions.some((question) => question.outcome === 'answered')) return ['answered', 'unattempted'];
  // A question dropped after a key challenge (docs/product.md, "Key challenges") has its own colour.
  return questions.some((question) => question.outcome === 'dropped')
    ? ['correct', 'incorrect', 'unattempted', 'dropped']
    : ['correct', 'incorrect', 'unattempted'];
}

/** Time spent on each question, as bars coloured by the outcome; each links to its question below. */
export function QuestionTimeChart({ questions }: { questions: readonly ReviewQuestion[] }) {
  const { t } = useTranslation();
  const longest = Math.max(1, ...questions.map((question) => question.timeSpentMs));
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="time-heading">
      <h2 id="time-heading" className="font-display text-lg font-bold text-navy-900">
        {t('results.timeChart.title')}
      </h2>
      {/* Rows of ten bars on a phone and of twenty wider up: every question shows, with no hidden scroll. */}
      <ol className="mt-4 grid grid-cols-10 gap-x-1.5 gap-y-3 pb-1 sm:grid-cols-20">
        {questions.map((question) => {
          const time = formatTimeSpent(question.timeSpentMs, t);
          return (
            <li key={question.id} className="flex h-28 min-w-0 flex-col items-center justify-end gap-1 sm:h-32">
              <a
                href={`#review-question-${question.number}`}
                className="flex w-full flex-1 items-end rounded"
                aria-label={t('results.timeChart.barLabel', {
                  number: question.number,
                  time,
                  outcome: t(OUTCOME_IN_LABEL[question.outcome]),
                })}
                title={t('results.timeChart.barTitle', { number: question.number, time })}
              >
                <span
                  className={`block w-full rounded-t ${OUTCOME_COLOUR[question.outcome]}`}
                  style={{ height: `${Math.max(2, (question.timeSpentMs / longest) * 100)}%` }}
                />
              </a>
              <span className="text-[11px] text-slate-500 tabular-nums" aria-hidden="true">
                {question.number}
              </span>
            </li>
          );
        })}
      </ol>
      <ul
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
        aria-label={t('results.timeChart.legend')}
      >
        {outcomesOf(questions).map((outcome) => (
          <li key={outcome} className="flex items-center gap-1.5">
            <span className={`size-3 rounded ${OUTCOME_COLOUR[outcome]}`} aria-hidden="true" />
            {t(LEGEND[outcome])}
          </li>
        ))}
      </ul>
    </section>
  );
}
