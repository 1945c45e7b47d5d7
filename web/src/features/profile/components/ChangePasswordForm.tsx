import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { errorMessage } from '@/lib/api-client';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordValues, changePasswordSchema } from '../rules/change-password-schema';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '' };
const CHANGE_FAILED = 'Failed to change password. Please try again.';

/**
 * Change password, under the profile. The server's success message says what else happened
 * ('Password changed. Other devices have been logged out.'), so it is the toast.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = (values: ChangePasswordValues) => {
    change.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || 'Password changed.');
        reset(EMPTY);
      },
      onError: (error) => {
        // A wrong current password comes back as a field message; too many tries as a message.
        if (!showServerFieldErrors(error, setError, fieldNames(EMPTY))) toast.error(errorMessage(error, CHANGE_FAILED));
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">You will stay logged in here; other devices will be logged out.</p>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton pending={change.isPending} pendingLabel="Changing..." className="btn btn-outline w-full">
          Change Password
        </SubmitButton>
      </form>
    </section>
  );
}
