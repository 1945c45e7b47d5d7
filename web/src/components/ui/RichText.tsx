import { useMemo } from 'react';
import { sanitizeDetailsHtml } from '@/lib/sanitize-details';

interface RichTextProps {
  html: string;
  className?: string;
}

// Spacing for what staff write (paragraphs, lists, tables), without a typography plugin.
const FLOW =
  '[&_p+p]:mt-3 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_li+li]:mt-1 [&_strong]:font-semibold [&_table]:mt-3 [&_table]:border-collapse [&_table+p]:mt-3 [&_th]:text-left [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_a]:text-navy-700 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_figure]:my-3 [&_figcaption]:text-sm [&_figcaption]:text-slate-600';

/** Staff-written HTML (descriptions, questions, explanations), sanitised again before it renders. */
export function RichText({ html, className = '' }: RichTextProps) {
  const clean = useMemo(() => sanitizeDetailsHtml(html), [html]);
  return <div className={`${FLOW} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
