import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainsTest } from '../api/schemas';

export type CopyComment = NonNullable<MainsTest['comments']>[number];

interface EvaluatedCopyCommentsProps {
  /** In reading order, as the server answers them. */
  comments: readonly CopyComment[];
  /** Brings a page of the copy into view. */
  onShowPage: (page: number) => void;
}

/**
 * The evaluator's comments as text at the size of the screen's own, for a phone where the notes
 * drawn on the copy are too small to read (docs/product.md, "Evaluating in the browser").
 */
export function EvaluatedCopyComments({ comments, onShowPage }: EvaluatedCopyCommentsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
      <h3 id={titleId} className="font-semibold text-navy-900">
        {t('libraries.mains.copy.comments')}
      </h3>
      <p className="text-sm text-slate-600">{t('libraries.mains.copy.commentsHint')}</p>
      <ol className="mt-2 space-y-2">
        {comments.map((comment, i) => (
          <li key={i} className="text-base text-slate-900">
            <button
              type="button"
              className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
              aria-label={t('libraries.mains.copy.goToPage', { page: comment.page })}
              onClick={() => onShowPage(comment.page)}
            >
              {t('libraries.mains.copy.commentPage', { page: comment.page })}
            </button>
            {': '}
            <span className="whitespace-pre-line">{comment.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
