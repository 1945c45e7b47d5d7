import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'children' | 'aria-label'> {
  /** What screen readers hear; "Close" (in the interface's language) unless the button closes something more specific. */
  label?: string;
}

/** The round × button that closes a dialog, a drawer or a panel. */
export function CloseButton({ label, className = '', ...buttonProps }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={label ?? t('common.actions.close')}
      className={`grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-navy-900 ${className}`}
      {...buttonProps}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
