import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'grey' | 'amber' | 'red' | 'blue';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  blue: 'bg-navy-50 text-navy-800 ring-navy-600/20',
};

/** A short status in a pill ("Published", "Flagged"); the words carry the meaning, the colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
