import type { ReviewQuestion } from '../api/schemas';
import { formatTimeSpent } from '../rules/format';

const OUTCOME_COLOUR: Record<ReviewQuestion['outcome'], string> = {
  correct: 'bg-emerald-500',
  incorrect: 'bg-rose-500',
  unattempted: 'bg-slate-300',
};

/** Time spent on each question, as bars coloured by the outcome; each links to its question below. */
export function QuestionTimeChart({ questions }: { questions: readonly ReviewQuestion[] }) {
  const longest = Math.max(1, ...questions.map((question) => question.timeSpentMs));
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="time-heading">
      <h2 id="time-heading" className="font-display text-lg font-bold text-navy-900">
        Time spent per question
      </h2>
      <ol className="mt-4 flex h-40 items-end gap-1.5 overflow-x-auto pb-1">
        {questions.map((question) => (
          <li key={question.id} className="flex h-full min-w-7 flex-1 flex-col items-center justify-end gap-1">
            <a
              href={`#review-question-${question.number}`}
              className="flex w-full flex-1 items-end rounded"
              aria-label={`Question ${question.number}: ${formatTimeSpent(question.timeSpentMs)}, ${question.outcome}`}
              title={`Q${question.number}: ${formatTimeSpent(question.timeSpentMs)}`}
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
        ))}
      </ol>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-emerald-500" aria-hidden="true" />
          Correct
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-rose-500" aria-hidden="true" />
          Incorrect
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-slate-300" aria-hidden="true" />
          Unattempted
        </li>
      </ul>
    </section>
  );
}
