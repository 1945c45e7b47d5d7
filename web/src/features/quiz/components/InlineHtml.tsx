import { useMemo } from 'react';
import { sanitizeDetailsHtml } from '@/lib/sanitize-details';

/**
 * An option's text: HTML like the rest of the paper (the server allows formatting in it), but
 * shown inline, inside the option's label, where RichText's block element does not belong.
 */
export function InlineHtml({ html, className = '', lang }: { html: string; className?: string; lang?: string }) {
  const clean = useMemo(() => sanitizeDetailsHtml(html), [html]);
  return <span className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
