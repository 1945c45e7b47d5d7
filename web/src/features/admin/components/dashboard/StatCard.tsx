import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const count = new Intl.NumberFormat('en-IN');

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Where the figure's list is (the evaluation queue, the new leads); the card is then a link. */
  to?: string;
  /** Draws the eye when there is work waiting. */
  attention?: boolean;
  detail?: string;
}

/** One headline figure of the dashboard. */
export function StatCard({ label, value, icon: Icon, to, attention = false, detail }: StatCardProps) {
  const body = (
    <>
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${attention ? 'bg-saffron-100 text-saffron-800' : 'bg-navy-50 text-navy-800'}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-600">{label}</span>
        <span className="block font-display text-2xl font-bold text-navy-950 tabular-nums">{count.format(value)}</span>
        {detail && <span className="block text-xs text-slate-500">{detail}</span>}
      </span>
    </>
  );
  const className = 'card flex items-center gap-4 p-4';
  return to ? (
    <Link to={to} className={`${className} transition-shadow hover:shadow-card-hover`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
