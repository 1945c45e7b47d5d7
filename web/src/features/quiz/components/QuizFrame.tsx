import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '@/config/brand';

/**
 * The quiz address stands outside the site's layout (no header menu or footer to wander off
 * through mid-test): the start page, loading and error states sit in this slim frame.
 */
export function QuizFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center">
          <Link to="/" className="rounded-lg" aria-label={t('quiz.frame.home', { product: brand.productName })}>
            <img src={brand.logoPath} alt={brand.productName} width={148} height={36} className="h-8 w-auto" />
          </Link>
        </div>
      </header>
      <main id="main-content" className="container-page flex-1 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
