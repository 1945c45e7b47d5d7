import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight, Eraser, Send, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface QuestionControlsProps {
  isFirst: boolean;
  isLast: boolean;
  /** Some other question is unanswered: Skip goes to the next one (docs/product.md, "The test screen"). */
  canSkip: boolean;
  marked: boolean;
  answered: boolean;
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSkip: () => void;
  onToggleMark: () => void;
  onClear: () => void;
  onSubmit: () => void;
}

const COMPACT = 'px-2 py-2 text-[13px] sm:px-4 sm:text-sm';

/**
 * Skip, Submit, Review Later (toggle), Clear Response, Previous, Next. A bar
 * fixed under the question, so a long question never pushes Next out of reach.
 * Next goes to the following question; Skip to the next one still unanswered.
 */
export function QuestionControls(props: QuestionControlsProps) {
  const { t } = useTranslation();
  const { isFirst, isLast, canSkip, marked, answered, disabled } = props;
  const MarkIcon = marked ? BookmarkCheck : Bookmark;
  return (
    <div className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-4xl grid-cols-[1fr_1.2fr_0.8fr] gap-2 px-3 py-2.5 xl:flex xl:items-center sm:px-6 sm:py-3">
        <button
          type="button"
          onClick={props.onToggleMark}
          disabled={disabled}
          aria-pressed={marked}
          className={`btn border ${COMPACT} ${
            marked
              ? 'border-violet-600 bg-violet-600 text-white hover:bg-violet-700'
              : 'border-violet-300 bg-white text-violet-800 hover:bg-violet-50'
          }`}
        >
          <MarkIcon className="hidden size-4 sm:block" aria-hidden="true" />
          {t('quiz.controls.reviewLater')}
        </button>
        <button
          type="button"
          onClick={props.onClear}
          disabled={disabled || !answered}
          className={`btn btn-outline ${COMPACT}`}
        >
          <Eraser className="hidden size-4 sm:block" aria-hidden="true" />
          {t('quiz.controls.clear')}
        </button>
        <button
          type="button"
          onClick={props.onSkip}
          disabled={disabled || !canSkip}
          className={`btn btn-outline ${COMPACT}`}
        >
          <SkipForward className="hidden size-4 sm:block" aria-hidden="true" />
          {t('quiz.controls.skip')}
        </button>
        <button
          type="button"
          onClick={props.onPrevious}
          disabled={disabled || isFirst}
          className={`btn btn-outline ${COMPACT} xl:order-first`}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('quiz.controls.previous')}
        </button>
        <button
          type="button"
          onClick={props.onSubmit}
          disabled={disabled}
          className={`btn btn-primary ${COMPACT} xl:ml-auto`}
        >
          <Send className="size-4" aria-hidden="true" />
          {t('quiz.controls.submit')}
        </button>
        <button
          type="button"
          onClick={props.onNext}
          disabled={disabled || isLast}
          className={`btn btn-navy ${COMPACT}`}
        >
          {t('quiz.controls.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
