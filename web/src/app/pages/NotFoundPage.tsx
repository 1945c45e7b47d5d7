import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Unknown paths, with their fixed texts (docs/product.md, "Messages"). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('layout.notFound.title')));
  return (
    <div className="container-page grid place-items-center py-20 text-center sm:py-28">
      <p className="bg-gradient-to-br from-navy-900 via-navy-700 to-saffron-500 bg-clip-text font-display text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 font-display text-2xl font-bold text-navy-900 sm:text-3xl">{t('layout.notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('layout.notFound.message')}</p>
      <Link to="/" className="btn btn-navy mt-8 px-6 py-3">
        <Home className="size-4" aria-hidden="true" />
        {t('common.actions.goHome')}
      </Link>
    </div>
  );
}
