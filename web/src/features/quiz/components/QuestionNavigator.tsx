import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type QuestionStatus, isMarked, questionStatus, type QuizSheet } from '../rules/quiz-sheet';

/** The colours of each status, shared by the buttons and the legend's swatches. */
const STATUS_COLOURS: Record<QuestionStatus, string> = {
  current: 'border-navy-900 bg-navy-900 text-white',
  answered: 'border-emerald-600 bg-emerald-600 text-white',
  seen: 'border-saffron-400 bg-saffron-100 text-saffron-900',
  'not-visited': 'border-slate-300 bg-white text-slate-700',
};

const STATUS_HOVER: Record<QuestionStatus, string> = {
  current: 'ring-2 ring-saffron-400 ring-offset-1',
  answered: 'hover:bg-emerald-700',
  seen: 'hover:bg-saffron-200',
  'not-visited': 'hover:bg-slate-100',
};

/** The legend's names of the statuses. */
const STATUS_LABEL = {
  current: 'quiz.navigator.status.current',
  answered: 'quiz.navigator.status.answered',
  seen: 'quiz.navigator.status.seen',
  'not-visited': 'quiz.navigator.status.notVisited',
} as const satisfies Record<QuestionStatus, ParseKeys>;

/** The same names as a button's label says them, mid-sentence. */
const STATUS_IN_LABEL = {
  current: 'quiz.navigator.statusInLabel.current',
  answered: 'quiz.navigator.statusInLabel.answered',
  seen: 'quiz.navigator.statusInLabel.seen',
  'not-visited': 'quiz.navigator.statusInLabel.notVisited',
} as const satisfies Record<QuestionStatus, ParseKeys>;

/** The corner dot that marks a question for review, whatever its colour. */
function ReviewDot() {
  return (
    <span aria-hidden="true" className="absolute -top-1 -right-1 size-3 rounded-full bg-violet-600 ring-2 ring-white" />
  );
}

interface QuestionNavigatorProps {
  sheet: QuizSheet;
  disabled: boolean;
  onGoTo: (index: number) => void;
}

/**
 * Numbered buttons in rows of 5, coloured by status, with a legend (docs/product.md, "The test
 * screen").
 */
export function QuestionNavigator({ sheet, disabled, onGoTo }: QuestionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('quiz.navigator.nav')}>
      <ol className="grid grid-cols-5 justify-items-center gap-2.5">
        {sheet.questionIds.map((id, index) => {
          const status = questionStatus(sheet, index);
          const marked = isMarked(sheet, id);
          const label = t(marked ? 'quiz.navigator.buttonMarked' : 'quiz.navigator.button', {
            number: index + 1,
            status: t(STATUS_IN_LABEL[status]),
          });
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onGoTo(index)}
                disabled={disabled}
                aria-label={label}
                aria-current={status === 'current' ? 'step' : undefined}
                className={`relative grid size-10 place-items-center rounded-lg border text-sm font-semibold tabular-nums transition-colors disabled:cursor-not-allowed ${STATUS_COLOURS[status]} ${STATUS_HOVER[status]}`}
              >
                {index + 1}
                {marked && <ReviewDot />}
              </button>
            </li>
          );
        })}
      </ol>
      <NavigatorLegend />
    </nav>
  );
}

function NavigatorLegend() {
  const { t } = useTranslation();
  const statuses: QuestionStatus[] = ['current', 'answered', 'seen', 'not-visited'];
  return (
    <ul
      className="mt-5 grid grid-cols-2 gap-x-3 gap-y-2 text-xs text-slate-700"
      aria-label={t('quiz.navigator.legend')}
    >
      {statuses.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded border ${STATUS_COLOURS[status]}`} />
          {t(STATUS_LABEL[status])}
        </li>
      ))}
      <li className="col-span-2 flex items-center gap-2">
        <span aria-hidden="true" className="relative size-4 rounded border border-slate-300 bg-white">
          <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-violet-600 ring-2 ring-white" />
        </span>
        {t('quiz.navigator.markedLegend')}
      </li>
    </ul>
  );
}
