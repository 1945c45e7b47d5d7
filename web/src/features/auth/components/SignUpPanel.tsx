import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import {
  alternateMobileInput,
  cityInput,
  emailInput,
  mobileInput,
  pincodeInput,
  stateInput,
} from '@/components/form/input-presets';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDisplayOptionals } from '@/lib/choices/get-display-optionals';
import { FORM_HAS_ERRORS, fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { SIGN_UP_CLOSE_DELAY_MS, SIGN_UP_FAILED, SIGN_UP_SUCCEEDED } from '../rules/messages';
import { emptySignUp, type SignUpValues, signUpSchema } from '../rules/sign-up-schema';

const SIGN_UP_FIELDS = fieldNames(emptySignUp);

/**
 * The Sign Up tab (docs/product.md, "Sign-up"): every field of the sign-up payload with its
 * per-field messages. On success the learner is logged in, a toast confirms it and the dialog
 * closes 3 seconds later.
 */
export function SignUpPanel({ onClose }: { onClose: () => void }) {
  const registration = useRegister();
  const { data: optionals = [] } = useDisplayOptionals();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: emptySignUp });

  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(onClose, SIGN_UP_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [successMessage, onClose]);

  const onSubmit = (values: SignUpValues) => {
    setFailure(null);
    registration.mutate(values, {
      onSuccess: ({ message }) => {
        const text = message || SIGN_UP_SUCCEEDED;
        toast.success(text);
        setSuccessMessage(text);
      },
      onError: (error) => {
        toast.error(errorMessage(error, SIGN_UP_FAILED));
        // Field messages (400, or 409 for a taken e-mail) go on their fields; anything else
        // stays written above the button after the toast has gone.
        if (!showServerFieldErrors(error, setError, SIGN_UP_FIELDS)) {
          setFailure(error instanceof ApiError ? errorMessage(error, SIGN_UP_FAILED) : SIGN_UP_FAILED);
        }
      },
    });
  };

  if (successMessage) return <SignedUp message={successMessage} />;

  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <TextField
        label="Name"
        autoComplete="name"
        required
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="Email" {...emailInput} required error={errors.email?.message} {...register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Mobile Number"
          {...mobileInput}
          required
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label="Alternate Mobile"
          {...alternateMobileInput}
          optional
          error={errors.alternate_mobile?.message}
          {...register('alternate_mobile')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Target Year"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          required
          error={errors.target_year?.message}
          {...register('target_year')}
        />
        <SelectField
          label="Optional Subject"
          optional
          emptyOption="Not chosen yet"
          options={optionals.map((optional) => ({ value: optional.name, label: optional.name }))}
          error={errors.optionalSubject?.message}
          {...register('optionalSubject')}
        />
      </div>
      <TextField
        label="Postal Address"
        autoComplete="street-address"
        required
        error={errors.postal_address?.message}
        {...register('postal_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Landmark"
          autoComplete="off"
          required
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <TextField label="City" {...cityInput} required error={errors.city?.message} {...register('city')} />
        <TextField label="State" {...stateInput} required error={errors.state?.message} {...register('state')} />
        <TextField
          label="Pincode"
          {...pincodeInput}
          required
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </div>
      <FormAlert message={hasFieldErrors ? FORM_HAS_ERRORS : failure} />
      <SubmitButton pending={registration.isPending} pendingLabel="Signing up..." className="btn btn-navy w-full py-3">
        Sign Up
      </SubmitButton>
    </form>
  );
}

/** Shown for the 3 seconds before the dialog closes; read out as a status message. */
function SignedUp({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 font-display text-lg font-bold text-navy-900">{message}</p>
      <p className="mt-2 text-slate-600">You are now logged in. This window will close in a moment.</p>
    </div>
  );
}
