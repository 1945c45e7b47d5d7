import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field hands its control so label, hint and error are tied to it for assistive tech. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: string;
  /** The message of the rule the value breaks, shown under the control and read with it. */
  error?: string;
  /** Lasting help, e.g. 'Name cannot be changed'. */
  hint?: string;
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, the control the caller renders, a hint and an error. The control gets the ids that
 * connect them (label `for`, aria-describedby, aria-invalid), so no form has to wire them by hand.
 */
export function FormField({ label, error, hint, required, optional, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-navy-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-rose-600">
            *
          </span>
        )}
        {optional && <span className="ml-1 font-normal text-slate-500">{t('auth.forms.optional')}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
