import type { ReactNode } from 'react';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageTitleProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (New, Export CSV). */
  actions?: ReactNode;
  /** A link back up, above the title. */
  back?: ReactNode;
}

/** The heading of a console page; it also names the browser tab. */
export function PageTitle({ title, description, actions, back }: PageTitleProps) {
  useDocumentTitle(pageTitle(`${title} · Staff`));
  return (
    <div className="mb-6">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold text-navy-900">{title}</h1>
          {description && <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
