import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './FormField';

type PasswordFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'required' | 'type'>;

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button named after
 * its field ("Show New Password"), so two of them on one form stay distinguishable.
 */
export function PasswordField({
  label,
  error,
  hint,
  required,
  optional,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => (
        <div className="relative">
          <input
            className="form-input pr-12"
            type={visible ? 'text' : 'password'}
            // Browsers must not offer to spell-check or capitalise what is typed here.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...inputProps}
            {...control}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-pressed={visible}
            aria-controls={control.id}
            aria-label={t('auth.forms.showPassword', { label })}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-slate-500 hover:text-navy-900"
          >
            {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
