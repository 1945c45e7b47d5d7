import { ArrowLeft, ArrowRight, ImagePlus, RotateCw, Trash2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import {
  type AnswerPage,
  MAX_ANSWER_PAGES,
  PAGE_PHOTO_TYPES,
  type PagesIssue,
  addPages,
  movePage,
  removePage,
  turnPage,
} from '../rules/answer-pages';

interface AnswerPagesPickerProps {
  pages: readonly AnswerPage[];
  onChange: (pages: AnswerPage[]) => void;
  disabled: boolean;
  /** A problem to show under the pages (nothing picked, a page that could not be read). */
  problem: string | null;
  describedBy?: string;
}

const ISSUE_TEXT = {
  notPhoto: 'libraries.mains.pages.notPhoto',
  tooMany: 'libraries.mains.pages.tooMany',
} as const satisfies Record<PagesIssue, string>;

/**
 * Photos of the answer's pages (docs/product.md, "Answers from a phone"): added from the camera or
 * the gallery, shown as the pages of the PDF will be, in order, to be moved, turned or removed
 * before they are sent.
 */
export function AnswerPagesPicker({ pages, onChange, disabled, problem, describedBy }: AnswerPagesPickerProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const inputId = useId();
  const hintId = useId();
  const issueId = useId();
  const [issue, setIssue] = useState<PagesIssue | null>(null);
  const message = problem ?? (issue ? t(ISSUE_TEXT[issue], { count: MAX_ANSWER_PAGES }) : null);

  const add = (files: FileList | null) => {
    const added = addPages(pages, [...(files ?? [])]);
    setIssue(added.issue);
    onChange(added.pages);
  };

  return (
    <div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('libraries.mains.pages.hint')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="btn btn-outline cursor-pointer focus-within:ring-2 focus-within:ring-saffron-500 focus-within:ring-offset-2"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {pages.length ? t('libraries.mains.pages.addMore') : t('libraries.mains.pages.add')}
          <input
            id={inputId}
            type="file"
            accept={PAGE_PHOTO_TYPES.join(',')}
            multiple
            className="sr-only"
            disabled={disabled || pages.length >= MAX_ANSWER_PAGES}
            aria-describedby={[hintId, message ? issueId : null, describedBy].filter(Boolean).join(' ')}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <span className="text-sm text-slate-700" aria-live="polite">
          {t('libraries.mains.pages.count', {
            count: pages.length,
            pages: formatNumber(pages.length, locale),
            maximum: formatNumber(MAX_ANSWER_PAGES, locale),
          })}
        </span>
      </div>
      {message && (
        <p id={issueId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {message}
        </p>
      )}
      {pages.length > 0 && (
        <ol aria-label={t('libraries.mains.pages.listLabel')} className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {pages.map((page, index) => (
            <PageTile
              key={page.id}
              page={page}
              number={index + 1}
              last={index === pages.length - 1}
              disabled={disabled}
              onMove={(step) => onChange(movePage(pages, index, step))}
              onTurn={() => onChange(turnPage(pages, index))}
              onRemove={() => {
                setIssue(null);
                onChange(removePage(pages, index));
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface PageTileProps {
  page: AnswerPage;
  number: number;
  last: boolean;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onTurn: () => void;
  onRemove: () => void;
}

/** One page as it will be in the PDF: an A4 sheet with the photo on it, and its controls. */
function PageTile({ page, number, last, disabled, onMove, onTurn, onRemove }: PageTileProps) {
  const { t } = useTranslation();
  const showPhoto = usePhotoSource(page.file);
  const sideways = page.quarterTurns % 2 === 1;
  const button =
    'inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40';
  return (
    <li className="flex flex-col items-center gap-1">
      <div className="flex aspect-[1/1.414] w-full items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm">
        <img
          ref={showPhoto}
          alt={t('libraries.mains.pages.pageAlt', { number })}
          className="object-contain"
          // Turned a quarter, the photo's width runs down the sheet: it must fit the sheet's
          // height across (141%) and its width down (71% of the height).
          style={{
            transform: `rotate(${page.quarterTurns * 90}deg)`,
            maxWidth: sideways ? '141.4%' : '100%',
            maxHeight: sideways ? '70.7%' : '100%',
          }}
        />
      </div>
      <span className="text-xs font-semibold text-slate-700">{t('libraries.mains.pages.page', { number })}</span>
      <div className="flex flex-wrap justify-center">
        <button
          type="button"
          className={button}
          disabled={disabled || number === 1}
          onClick={() => onMove(-1)}
          aria-label={t('libraries.mains.pages.earlier', { number })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={button}
          disabled={disabled || last}
          onClick={() => onMove(1)}
          aria-label={t('libraries.mains.pages.later', { number })}
        >
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={button}
          disabled={disabled}
          onClick={onTurn}
          aria-label={t('libraries.mains.pages.turn', { number })}
        >
          <RotateCw className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${button} text-rose-700`}
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('libraries.mains.pages.remove', { number })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** A ref that shows the file in an image while it is on the page, and releases its memory after. */
function usePhotoSource(file: Blob) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}
