import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from './NotFoundPage';

// After a deploy, an open tab may ask for a page chunk that no longer exists; a reload fixes it.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * What the router shows when a route throws while loading or rendering. The learner gets a way
 * forward (reload or home); the detail goes to the console for whoever investigates.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(pageTitle(t('layout.routeError.title')));

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Route error:', error);

  const message = isStaleChunk(error) ? t('layout.routeError.staleVersion') : t('layout.routeError.unexpected');

  return (
    <div className="container-page grid place-items-center py-20 text-center sm:py-28" role="alert">
      <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">
        {t('layout.routeError.eyebrow')}
      </p>
      <h1 className="mt-3 font-display text-2xl font-bold text-navy-900 sm:text-3xl">{t('layout.routeError.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="btn btn-navy px-6 py-3">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('layout.routeError.reload')}
        </button>
        <Link to="/" reloadDocument className="btn btn-outline px-6 py-3">
          {t('common.actions.goHome')}
        </Link>
      </div>
    </div>
  );
}
