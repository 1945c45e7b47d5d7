import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/Modal';
import type { Question } from '../api/schemas';
import type { SubmitFailure } from '../rules/failures';
import { optionLetter } from '../rules/format';
import { questionIn, type QuizLanguage } from '../rules/question-language';
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
  /** The language the questions are read in: the chosen options are quoted in it. */
  language?: QuizLanguage;
  /** Why the last submit failed, and what next: said here, where the learner pressed Submit. */
  failure?: SubmitFailure | null;
}

const TITLE_ID = 'submit-review-title';

/**
 * Before submitting, the questions marked for review and their answers (docs/product.md, "The test
 * screen").
 */
export function SubmitReviewDialog(props: SubmitReviewDialogProps) {
  const { sheet, questions, submitting, onGoBack, onSubmit, onOpenQuestion, language = 'en', failure } = props;
  const { t } = useTranslation();
  const marked = questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => isMarked(sheet, question.id));
  const answered = answeredCount(sheet);
  const unanswered = questions.length - answered;

  return (
    <Modal labelledBy={TITLE_ID} onClose={submitting ? () => undefined : onGoBack} panelClassName="max-w-lg p-5 sm:p-6">
      <h2 id={TITLE_ID} className="font-display text-xl font-bold text-navy-900">
        {t('quiz.messages.reviewTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {unanswered > 0
          ? t('quiz.review.summaryWithUnanswered', { answered, total: questions.length, unanswered })
          : t('quiz.review.summary', { answered, total: questions.length })}
      </p>

      {marked.length === 0 ? (
        <p className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{t('quiz.messages.nothingMarked')}</p>
      ) : (
        <ul className="mt-4 max-h-[50dvh] space-y-2 overflow-y-auto pr-1">
          {marked.map(({ question, index }) => {
            const shown = questionIn(question, language);
            const chosen = shown.question.options.findIndex(
              (option) => option.id === sheet.selected[question.id]?.optionId,
            );
            const option = shown.question.options[chosen];
            return (
              <li key={question.id}>
                <button
                  type="button"
                  onClick={() => onOpenQuestion(index)}
                  disabled={submitting}
                  className="w-full rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-navy-300 hover:bg-slate-50"
                >
                  <span className="block font-semibold text-navy-900">
                    {t('quiz.review.question', { number: index + 1 })}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-700">
                    {option ? (
                      <>
                        ({optionLetter(chosen)}) <InlineHtml html={option.text} lang={shown.language} />
                      </>
                    ) : (
                      <span className="text-rose-700">{t('quiz.messages.noAnswerSelected')}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {failure && !submitting && (
        <div
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{failure.message}</span>
            {failure.nextStep && <span className="mt-1 block text-sm">{failure.nextStep}</span>}
          </p>
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onGoBack} disabled={submitting} className="btn btn-outline">
          {t('quiz.review.goBack')}
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
          {submitting ? t('quiz.review.submitting') : t('quiz.review.submit')}
        </button>
      </div>
    </Modal>
  );
}
