import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { brand, pageTitle } from '@/config/brand';
import { i18n } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { RESET_REDIRECT_DELAY_MS } from '../rules/messages';
import { type ResetPasswordValues, resetPasswordSchema } from '../rules/reset-password-schema';

/** Without a token there is nothing to reset; say so and go home. */
export function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) {
    // A fixed id: one toast, however often the loader runs.
    toast.error(i18n.t('auth.resetPassword.tokenMissing'), { id: 'reset-token-missing' });
    return redirect('/');
  }
  return { token };
}

/**
 * /reset-password?token=..., outside the main layout: the page the reset
 * e-mail links to. On success a toast confirms it and the learner lands on home 2 seconds later.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('auth.resetPassword.title')));
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const { token } = useLoaderData<typeof resetPasswordLoader>();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = ({ password }: ResetPasswordValues) => {
    setFailure(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => toast.success(message || t('auth.resetPassword.succeeded')),
        onError: (error) => {
          const message = errorMessage(error, t('auth.resetPassword.failed'));
          toast.error(message);
          setFailure(message);
          showServerFieldErrors(error, setError, ['password']);
        },
      },
    );
  };

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 px-4 py-10 sm:justify-center">
      <Link to="/" className="rounded-lg" aria-label={t('auth.resetPassword.homeLink', { product: brand.productName })}>
        <img src={brand.logoOnDarkPath} alt={brand.productName} width={188} height={48} className="h-10 w-auto" />
      </Link>
      <main className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/10 sm:p-8">
        <span className="grid size-12 place-items-center rounded-full bg-saffron-50 text-saffron-600">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold text-navy-900">{t('auth.resetPassword.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.resetPassword.intro')}</p>

        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-6 space-y-4">
          <PasswordField
            label={t('auth.resetPassword.newPassword')}
            autoComplete="new-password"
            required
            autoFocus
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.resetPassword.confirmNewPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormAlert message={failure} />
          {reset.isSuccess ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
              {t('auth.resetPassword.succeededRedirecting')}
            </p>
          ) : (
            <SubmitButton
              pending={reset.isPending}
              pendingLabel={t('auth.resetPassword.submitting')}
              className="btn btn-navy w-full py-3"
            >
              {t('auth.resetPassword.submit')}
            </SubmitButton>
          )}
        </form>

        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-navy-700 hover:text-navy-950"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.resetPassword.backToLogin')}
        </Link>
      </main>
    </div>
  );
}
