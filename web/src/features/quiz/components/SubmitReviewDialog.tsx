import { LoaderCircle } from 'lucide-react';
import { Modal } from '@/components/ui/Modal';
import type { Question } from '../api/schemas';
import { optionLetter } from '../rules/format';
import { NO_ANSWER_SELECTED, NOTHING_MARKED, REVIEW_DIALOG_TITLE } from '../rules/messages';
import { answeredCount, isMarked, type QuizSheet } from '../rules/quiz-sheet';
import { InlineHtml } from './InlineHtml';

interface SubmitReviewDialogProps {
  sheet: QuizSheet;
  questions: readonly Question[];
  submitting: boolean;
  onGoBack: () => void;
  onSubmit: () => void;
  /** Opens a marked question (the dialog closes). */
  onOpenQuestion: (index: number) => void;
}

const TITLE_ID = 'submit-review-title';

/**
 * Before submitting, the questions marked for review and their answers (docs/product.md, "The test
 * screen").
 */
export function SubmitReviewDialog(props: SubmitReviewDialogProps) {
  const { sheet, questions, submitting, onGoBack, onSubmit, onOpenQuestion } = props;
  const marked = questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => isMarked(sheet, question.id));
  const answered = answeredCount(sheet);

  return (
    <Modal labelledBy={TITLE_ID} onClose={submitting ? () => undefined : onGoBack} panelClassName="max-w-lg p-5 sm:p-6">
      <h2 id={TITLE_ID} className="font-display text-xl font-bold text-navy-900">
        {REVIEW_DIALOG_TITLE}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Answered {answered} of {questions.length}
        {questions.length - answered > 0 && ` · ${questions.length - answered} unanswered`}
      </p>

      {marked.length === 0 ? (
        <p className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{NOTHING_MARKED}</p>
      ) : (
        <ul className="mt-4 max-h-[50dvh] space-y-2 overflow-y-auto pr-1">
          {marked.map(({ question, index }) => {
            const chosen = question.options.findIndex((option) => option.id === sheet.selected[question.id]);
            const option = question.options[chosen];
            return (
              <li key={question.id}>
                <button
                  type="button"
                  onClick={() => onOpenQuestion(index)}
                  disabled={submitting}
                  className="w-full rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-navy-300 hover:bg-slate-50"
                >
                  <span className="block font-semibold text-navy-900">Question {index + 1}</span>
                  <span className="mt-0.5 block text-sm text-slate-700">
                    {option ? (
                      <>
                        ({optionLetter(chosen)}) <InlineHtml html={option.text} />
                      </>
                    ) : (
                      <span className="text-rose-700">{NO_ANSWER_SELECTED}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onGoBack} disabled={submitting} className="btn btn-outline">
          Go Back
        </button>
        <button
          type="button"
          onClick={onSubmit}
          disabled={submitting}
          aria-busy={submitting || undefined}
          className="btn btn-primary"
          data-autofocus
        >
          {submitting && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {submitting ? 'Submitting...' : 'Submit and Finish'}
        </button>
      </div>
    </Modal>
  );
}
