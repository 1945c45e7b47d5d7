import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** "Back to …" at the top of a details page: to the list the learner came from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-semibold text-navy-700 hover:text-navy-950"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
