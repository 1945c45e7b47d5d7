import { CircleCheck, CircleDashed, FileCheck2 } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MainsStatus } from '../rules/mains-status';

const LOOK: Record<MainsStatus, { label: ParseKeys; className: string; icon: typeof CircleCheck }> = {
  Evaluated: {
    label: 'libraries.mains.status.evaluated',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
    icon: FileCheck2,
  },
  Attempted: {
    label: 'libraries.mains.status.attempted',
    className: 'bg-sky-50 text-sky-800 ring-sky-600/25',
    icon: CircleCheck,
  },
  'Not Attempted': {
    label: 'libraries.mains.status.notAttempted',
    className: 'bg-slate-100 text-slate-700 ring-slate-500/20',
    icon: CircleDashed,
  },
};

/** The mains test's status badge (docs/product.md, "Mains answer writing"). */
export function MainsStatusBadge({ status }: { status: MainsStatus }) {
  const { t } = useTranslation();
  const { label, className, icon: Icon } = LOOK[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(label)}
    </span>
  );
}
