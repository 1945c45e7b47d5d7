import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** A policy page: title band, a table of contents and numbered sections. */
export function LegalDocument({ title, summary, lastUpdated, sections }: LegalDocumentProps) {
  useDocumentTitle(pageTitle(title));
  return (
    <>
      <PageHeader title={title} description={summary} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <p className="text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">On this page</p>
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
          <p className="text-sm text-slate-500">Last updated: {lastUpdated}</p>
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
