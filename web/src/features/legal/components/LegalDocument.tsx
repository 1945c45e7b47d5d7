import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageTitle } from '@/config/brand';
import { formatLongDate, useIntlLocale } from '@/i18n/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  /** The date of the latest revision, as YYYY-MM-DD. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** "22 November 2026" / "22 नवंबर 2026": the day the text was revised, with the month written out. */
function revisionDate(isoDate: string, locale: string): string {
  return formatLongDate(new Date(`${isoDate}T00:00:00+05:30`), locale);
}

/**
 * A policy page: title band, a table of contents and numbered sections. A translation says at its
 * top that the English text prevails where the two differ.
 */
export function LegalDocument({ title, summary, lastUpdated, sections }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  useDocumentTitle(pageTitle(title));
  return (
    <>
      <PageHeader title={title} description={summary} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav
          aria-label={t('auth.legal.onThisPage')}
          className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start"
        >
          <p className="text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">
            {t('auth.legal.onThisPage')}
          </p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-navy-700 hover:text-saffron-700 hover:underline">
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-legal max-w-3xl">
          {i18n.language !== 'en' && (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
              {t('auth.legal.translationNote')}
            </p>
          )}
          <p className="text-sm text-slate-500">
            {t('auth.legal.lastUpdated', { date: revisionDate(lastUpdated, locale) })}
          </p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
