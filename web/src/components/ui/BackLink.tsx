import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** "Back to …" at the top of a page: the way up to the list the reader came from (a course page, a console record). */
export function BackLink({ to, children, className = '' }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-navy-700 hover:text-navy-950 ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
