import { useTranslation } from 'react-i18next';
import { CONFIDENCE_TAGS, type ConfidenceTag } from '../rules/confidence';

interface ConfidenceToggleProps {
  questionId: number;
  /** The tag the answer has (none: undefined). */
  value: ConfidenceTag | undefined;
  /** An option is chosen: only an answer takes a tag. */
  answered: boolean;
  disabled: boolean;
  /** Pressing the tag the answer has takes it off. */
  onToggle: (tag: ConfidenceTag) => void;
}

const PRESSED: Record<ConfidenceTag, string> = {
  sure: 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700',
  fifty: 'border-amber-500 bg-amber-500 text-navy-950 hover:bg-amber-600',
  guess: 'border-rose-600 bg-rose-600 text-white hover:bg-rose-700',
};

/**
 * Sure, 50:50, Guess (docs/product.md, "Confidence tags"): three toggle buttons under the options.
 * They are ordinary buttons with aria-pressed, so Tab reaches them and Space or Enter presses
 * them; they wait for an option to be chosen.
 */
export function ConfidenceToggle({ questionId, value, answered, disabled, onToggle }: ConfidenceToggleProps) {
  const { t } = useTranslation();
  const labelId = `confidence-${questionId}-label`;
  const hintId = `confidence-${questionId}-hint`;
  const off = disabled || !answered;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={labelId} className="text-sm font-medium text-slate-600">
        {t('quiz.confidence.label')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={answered ? undefined : hintId}
        className="flex gap-2"
      >
        {CONFIDENCE_TAGS.map((tag) => {
          const pressed = value === tag;
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={pressed}
              disabled={off}
              onClick={() => onToggle(tag)}
              className={`btn border px-3 py-1.5 text-sm ${
                pressed ? PRESSED[tag] : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {t(`quiz.confidence.tags.${tag}`)}
            </button>
          );
        })}
      </div>
      {!answered && (
        <span id={hintId} className="text-xs text-slate-500">
          {t('quiz.confidence.chooseFirst')}
        </span>
      )}
    </div>
  );
}
