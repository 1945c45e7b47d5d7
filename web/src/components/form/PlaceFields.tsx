import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import { cityInput, pincodeInput, stateInput } from './input-presets';

/** The three fields of where a learner lives that sign-up and the profile both ask, required. */
type Place = { city: string; state: string; pincode: string };

/**
 * City, state and PIN code, with the same labels, keyboards, autofill and messages on every form
 * that has them (sign-up and the profile). The form's schema holds the rules; this only draws.
 */
export function PlaceFields<T extends FieldValues & Place>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const messageOf = (name: keyof Place) => (errors[name] as FieldError | undefined)?.message;
  return (
    <>
      <TextField
        label={t('auth.forms.labels.city')}
        {...cityInput}
        required
        error={messageOf('city')}
        {...register('city' as Path<T>)}
      />
      <TextField
        label={t('auth.forms.labels.state')}
        {...stateInput}
        required
        error={messageOf('state')}
        {...register('state' as Path<T>)}
      />
      <TextField
        label={t('auth.forms.labels.pincode')}
        {...pincodeInput}
        required
        error={messageOf('pincode')}
        {...register('pincode' as Path<T>)}
      />
    </>
  );
}
