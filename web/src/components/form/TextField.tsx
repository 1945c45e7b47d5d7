import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from './FormField';

type TextFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'required'>;

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, required, optional, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => <input className="form-input" {...inputProps} {...control} />}
    </FormField>
  );
}
