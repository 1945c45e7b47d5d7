import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { brand, pageTitle } from '@/config/brand';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { RESET_FAILED, RESET_REDIRECT_DELAY_MS, RESET_SUCCEEDED, RESET_TOKEN_MISSING } from '../rules/messages';
import { type ResetPasswordValues, resetPasswordSchema } from '../rules/reset-password-schema';

/** Without a token there is nothing to reset; say so and go home. */
export function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) {
    // A fixed id: one toast, however often the loader runs.
    toast.error(RESET_TOKEN_MISSING, { id: 'reset-token-missing' });
    return redirect('/');
  }
  return { token };
}

/**
 * /reset-password?token=..., outside the main layout: the page the reset
 * e-mail links to. On success a toast confirms it and the learner lands on home 2 seconds later.
 */
export function ResetPasswordPage() {
  useDocumentTitle(pageTitle('Reset Your Password'));
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
    resolver: zodResolver(resetPasswordSchema),
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
        onSuccess: ({ message }) => toast.success(message || RESET_SUCCEEDED),
        onError: (error) => {
          const message = errorMessage(error, RESET_FAILED);
          toast.error(message);
          setFailure(message);
          showServerFieldErrors(error, setError, ['password']);
        },
      },
    );
  };

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 px-4 py-10 sm:justify-center">
      <Link to="/" className="rounded-lg" aria-label={`${brand.productName} home`}>
        <img src={brand.logoOnDarkPath} alt={brand.productName} width={188} height={48} className="h-10 w-auto" />
      </Link>
      <main className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/10 sm:p-8">
        <span className="grid size-12 place-items-center rounded-full bg-saffron-50 text-saffron-600">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold text-navy-900">Reset Your Password</h1>
        <p className="mt-1.5 text-sm text-slate-600">Choose a new password of at least 8 characters.</p>

        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-6 space-y-4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            autoFocus
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormAlert message={failure} />
          {reset.isSuccess ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
              {RESET_SUCCEEDED} Taking you to the home page…
            </p>
          ) : (
            <SubmitButton pending={reset.isPending} pendingLabel="Resetting..." className="btn btn-navy w-full py-3">
              Reset Password
            </SubmitButton>
          )}
        </form>

        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-navy-700 hover:text-navy-950"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      </main>
    </div>
  );
}
