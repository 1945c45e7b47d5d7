import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("no choice"), when the field allows it or needs a prompt. */
    emptyOption?: string;
  };

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({
  label,
  error,
  hint,
  required,
  optional,
  className,
  options,
  emptyOption,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => (
        <select className="form-input form-select" {...selectProps} {...control}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
