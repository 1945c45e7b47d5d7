import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { errorMessage } from '@/lib/api-client';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordValues, changePasswordSchema } from '../rules/change-password-schema';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '' };

/**
 * Change password, under the profile. The server's success message says what else happened
 * ('Password changed. Other devices have been logged out.'), so it is the toast.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const headingId = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = (values: ChangePasswordValues) => {
    change.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || t('auth.profile.changePassword.succeeded'));
        reset(EMPTY);
      },
      onError: (error) => {
        // A wrong current password comes back as a field message; too many tries as a message.
        if (!showServerFieldErrors(error, setError, fieldNames(EMPTY)))
          toast.error(errorMessage(error, t('auth.profile.changePassword.failed')));
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        {t('auth.profile.changePassword.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('auth.profile.changePassword.intro')}</p>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        <PasswordField
          label={t('auth.profile.changePassword.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('auth.profile.changePassword.newPassword')}
          autoComplete="new-password"
          required
          hint={t('auth.profile.changePassword.newPasswordHint')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton
          pending={change.isPending}
          pendingLabel={t('auth.profile.changePassword.submitting')}
          className="btn btn-outline w-full"
        >
          {t('auth.profile.changePassword.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
