import { CircleCheck, CircleDashed, FileCheck2 } from 'lucide-react';
import type { MainsStatus } from '../rules/mains-status';

const LOOK: Record<MainsStatus, { className: string; icon: typeof CircleCheck }> = {
  Evaluated: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', icon: FileCheck2 },
  Attempted: { className: 'bg-sky-50 text-sky-800 ring-sky-600/25', icon: CircleCheck },
  'Not Attempted': { className: 'bg-slate-100 text-slate-700 ring-slate-500/20', icon: CircleDashed },
};

/** The mains test's status badge (docs/product.md, "Mains answer writing"). */
export function MainsStatusBadge({ status }: { status: MainsStatus }) {
  const { className, icon: Icon } = LOOK[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </span>
  );
}
