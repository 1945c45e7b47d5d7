import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/recover-account';
import { type LoginValues, loginSchema } from '../rules/login-schema';
import { loginFailureMessage } from '../rules/messages';

/** The Login tab: the form, and the "reset e-mail sent" view that 'Forgot Password?' leads to. */
export function LoginPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => loginSchema(t), [t]);
  const login = useLogin();
  const requestReset = useRequestPasswordReset();
  const [resetSent, setResetSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    trigger,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (credentials: LoginValues) => {
    setFormError(null);
    login.mutate(credentials, {
      // The dialog closes over the page it opened on, where the learner stays: the course they
      // were ordering, the library or test they were opening, the console (docs/product.md,
      // "Sessions and signing in").
      // What the sign-in signed out is said by the auth provider (useLogin keeps it).
      onSuccess: onClose,
      onError: (error) => setFormError(loginFailureMessage(error, t)),
    });
  };

  const onForgotPassword = async () => {
    setFormError(null);
    if (!getValues('email').trim()) {
      setError('email', { type: 'required', message: t('auth.login.resetNeedsEmail') }, { shouldFocus: true });
      return;
    }
    // The address must at least look like one before we ask the server to write to it.
    if (!(await trigger('email', { shouldFocus: true }))) return;
    requestReset.mutate(getValues('email').trim(), {
      onSuccess: () => setResetSent(true),
      onError: () => setFormError(t('auth.login.resetEmailFailed')),
    });
  };

  if (resetSent) {
    return (
      <ResetEmailSent
        onBack={() => {
          setResetSent(false);
          // Back on the form, the e-mail field (still filled in) takes focus again.
          setTimeout(() => setFocus('email'));
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <TextField
        label={t('auth.forms.labels.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label={t('auth.forms.labels.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => void onForgotPassword()}
            disabled={requestReset.isPending}
            className="rounded text-sm font-semibold text-navy-700 underline decoration-saffron-400 underline-offset-2 hover:text-navy-950 disabled:opacity-60"
          >
            {requestReset.isPending ? t('auth.login.sendingReset') : t('auth.login.forgotPassword')}
          </button>
        </div>
      </div>
      <FormAlert message={formError} />
      <SubmitButton
        pending={login.isPending}
        pendingLabel={t('auth.login.submitting')}
        className="btn btn-navy w-full py-3"
      >
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}

/** The "reset sent" view; its heading takes focus so screen readers read it out. */
function ResetEmailSent({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-display text-lg font-bold text-navy-900 focus:outline-none"
      >
        {t('auth.login.resetSentTitle')}
      </h3>
      <p className="mt-2 max-w-sm text-slate-600">{t('auth.login.resetSentText')}</p>
      <button type="button" onClick={onBack} className="btn btn-outline mt-6 px-6">
        {t('auth.login.backToLogin')}
      </button>
    </div>
  );
}
