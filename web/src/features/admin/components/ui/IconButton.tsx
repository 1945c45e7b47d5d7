import type { ReactNode } from 'react';

export const iconButtonClass =
  'grid size-8 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-navy-950 disabled:opacity-30';
const dangerClass =
  'grid size-8 shrink-0 place-items-center rounded-full text-rose-700 hover:bg-rose-50 hover:text-rose-800 disabled:opacity-30';

interface IconButtonProps {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}

/** A small round button whose only content is an icon; `label` names it. */
export function IconButton({ label, onClick, disabled, tone = 'plain', children }: IconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={tone === 'danger' ? dangerClass : iconButtonClass}
    >
      {children}
    </button>
  );
}
