import { Ban, Bookmark, Check, CircleDot, ListChecks, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { ReviewQuestion } from '../api/schemas';
import { REVIEW_STATE_LABEL_KEY, type ReviewState, reviewCounts, reviewStatesOf } from '../rules/review-states';

/** The same colours as each question's badge below. */
const STATE_STYLE: Record<ReviewState, { icon: typeof Check; chip: string }> = {
  correct: { icon: Check, chip: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  incorrect: { icon: X, chip: 'bg-rose-100 text-rose-900 ring-rose-300' },
  answered: { icon: CircleDot, chip: 'bg-navy-50 text-navy-900 ring-navy-300' },
  unattempted: { icon: Minus, chip: 'bg-slate-100 text-slate-800 ring-slate-300' },
  dropped: { icon: Ban, chip: 'bg-amber-100 text-amber-900 ring-amber-300' },
  marked: { icon: Bookmark, chip: 'bg-violet-100 text-violet-900 ring-violet-300' },
};

interface ReviewStateFilterProps {
  questions: readonly ReviewQuestion[];
  /** The state shown, or null for every question. */
  shown: ReviewState | null;
  onShow: (state: ReviewState | null) => void;
}

/**
 * The count of questions in each state (correct, incorrect, not answered, marked for review) at
 * the top of the answers; each count also shows only its questions.
 */
export function ReviewStateFilter({ questions, shown, onShow }: ReviewStateFilterProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const counts = reviewCounts(questions);
  const base =
    'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition-shadow disabled:cursor-not-allowed disabled:opacity-60';
  // The state shown is filled in, so it reads as chosen in any colour.
  const pressed = 'bg-navy-900 text-white ring-navy-900';
  return (
    <div role="group" aria-label={t('results.reviewFilter.label')} className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => onShow(null)}
        aria-pressed={shown === null}
        className={`${base} ${shown === null ? pressed : 'bg-white text-navy-900 ring-slate-300'}`}
      >
        <ListChecks className="size-4" aria-hidden="true" />
        {t('results.reviewFilter.all')} <span className="tabular-nums">{formatNumber(questions.length, locale)}</span>
      </button>
      {reviewStatesOf(questions).map((state) => {
        const { icon: Icon, chip } = STATE_STYLE[state];
        return (
          <button
            key={state}
            type="button"
            onClick={() => onShow(shown === state ? null : state)}
            aria-pressed={shown === state}
            disabled={counts[state] === 0 && shown !== state}
            className={`${base} ${shown === state ? pressed : chip}`}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(REVIEW_STATE_LABEL_KEY[state])}{' '}
            <span className="tabular-nums">{formatNumber(counts[state], locale)}</span>
          </button>
        );
      })}
    </div>
  );
}
