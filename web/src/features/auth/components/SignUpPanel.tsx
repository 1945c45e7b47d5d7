import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PlaceFields } from '@/components/form/PlaceFields';
import { TextField } from '@/components/form/TextField';
import { alternateMobileInput, emailInput, mobileInput } from '@/components/form/input-presets';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDisplayOptionals } from '@/lib/choices/get-display-optionals';
import { optionalSubjectName } from '@/lib/choices/optional-subject-name';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { SIGN_UP_CLOSE_DELAY_MS } from '../rules/messages';
import { emptySignUp, type SignUpValues, signUpSchema } from '../rules/sign-up-schema';

const SIGN_UP_FIELDS = fieldNames(emptySignUp);

/**
 * The Sign Up tab (docs/product.md, "Sign-up"): every field of the sign-up payload with its
 * per-field messages. On success the learner is logged in, a toast confirms it and the dialog
 * closes 3 seconds later.
 */
export function SignUpPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => signUpSchema(t), [t]);
  const registration = useRegister();
  const { data: optionals = [] } = useDisplayOptionals();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({ resolver: zodResolver(schema), defaultValues: emptySignUp });

  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(onClose, SIGN_UP_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [successMessage, onClose]);

  const onSubmit = (values: SignUpValues) => {
    const failed = t('auth.signUp.failed');
    setFailure(null);
    registration.mutate(values, {
      onSuccess: ({ message }) => {
        const text = message || t('auth.signUp.succeeded');
        toast.success(text);
        setSuccessMessage(text);
      },
      onError: (error) => {
        toast.error(errorMessage(error, failed));
        // Field messages (400, or 409 for a taken e-mail) go on their fields; anything else
        // stays written above the button after the toast has gone.
        if (!showServerFieldErrors(error, setError, SIGN_UP_FIELDS)) {
          setFailure(error instanceof ApiError ? errorMessage(error, failed) : failed);
        }
      },
    });
  };

  if (successMessage) return <SignedUp message={successMessage} />;

  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <TextField
        label={t('auth.forms.labels.name')}
        autoComplete="name"
        required
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.forms.labels.email')}
        {...emailInput}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('auth.forms.labels.password')}
          autoComplete="new-password"
          required
          hint={t('auth.signUp.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.forms.labels.confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.forms.labels.mobileNumber')}
          {...mobileInput}
          required
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label={t('auth.forms.labels.alternateMobile')}
          {...alternateMobileInput}
          optional
          error={errors.alternate_mobile?.message}
          {...register('alternate_mobile')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.forms.labels.targetYear')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          required
          error={errors.target_year?.message}
          {...register('target_year')}
        />
        <SelectField
          label={t('auth.forms.labels.optionalSubject')}
          optional
          emptyOption={t('auth.forms.notChosenYet')}
          options={optionals.map((optional) => ({ value: optional.name, label: optionalSubjectName(optional, t) }))}
          error={errors.optionalSubject?.message}
          {...register('optionalSubject')}
        />
      </div>
      <TextField
        label={t('auth.forms.labels.postalAddress')}
        autoComplete="street-address"
        required
        error={errors.postal_address?.message}
        {...register('postal_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.forms.labels.landmark')}
          autoComplete="off"
          required
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <PlaceFields register={register} errors={errors} />
      </div>
      <FormAlert message={hasFieldErrors ? t('auth.forms.hasErrors') : failure} />
      <SubmitButton
        pending={registration.isPending}
        pendingLabel={t('auth.signUp.submitting')}
        className="btn btn-navy w-full py-3"
      >
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  );
}

/** Shown for the 3 seconds before the dialog closes; read out as a status message. */
function SignedUp({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 font-display text-lg font-bold text-navy-900">{message}</p>
      <p className="mt-2 text-slate-600">{t('auth.signUp.loggedInClosing')}</p>
    </div>
  );
}
