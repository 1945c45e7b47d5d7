import { ArrowLeft, FileQuestion, LayoutGrid, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { SubscriptionNotFoundError } from '../rules/details-loading';
import { MESSAGES } from '../rules/messages';
import type { Section } from '../rules/sections';

interface DetailsFailureProps {
  section: Section;
  /** Null when the address names nothing at all (PCS details without an id). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The details page when the subscription could not be found or loaded (docs/product.md,
 * "Details pages"; for notes, the "Loading Note" view): the reason, and Browse All, Try Again and Go Back.
 */
export function DetailsFailure({ section, error, onRetry, retrying }: DetailsFailureProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // An address that names no subscription at all is missing it, rather than naming one not found.
  const message =
    error === null
      ? t(MESSAGES.missingSubscription)
      : error instanceof SubscriptionNotFoundError
        ? section.details.notFound
        : errorMessage(error, t(MESSAGES.detailsLoadFailed));
  // The first page of a visit has no history entry of this app to go back to.
  const canGoBack = location.key !== 'default';

  return (
    <div className="container-page grid place-items-center py-16 text-center sm:py-24">
      <span className="grid size-14 place-items-center rounded-full bg-rose-50 text-rose-600">
        <FileQuestion className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-navy-900 sm:text-3xl">{section.details.failureTitle}</h1>
      <p role="alert" className="mt-3 max-w-lg text-slate-600">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={section.listPath} className="btn btn-navy px-6">
          <LayoutGrid className="size-4" aria-hidden="true" />
          {section.details.browseAllLabel}
        </Link>
        <button type="button" onClick={onRetry} disabled={retrying} className="btn btn-outline px-6">
          <RotateCw
            className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
            aria-hidden="true"
          />
          {t('catalog.details.tryAgain')}
        </button>
        <button
          type="button"
          onClick={() => void (canGoBack ? navigate(-1) : navigate(section.listPath))}
          className="btn btn-outline px-6"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('catalog.details.goBack')}
        </button>
      </div>
    </div>
  );
}
