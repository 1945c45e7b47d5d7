import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back up from a record to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:text-navy-950"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
