import type { ReactNode } from 'react';

/** One fact of a record's details (inside a <dl>): a small label over its value, a dash when empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-navy-950">{children || <span className="text-slate-400">—</span>}</dd>
    </div>
  );
}
