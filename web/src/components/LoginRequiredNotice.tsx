import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';

interface LoginRequiredNoticeProps {
  /** What the visitor needs to log in for, in the interface's language, e.g. 'Please log in to view your profile.' */
  message: string;
}

/** Shown in place of a page that needs a session; its button opens the login dialog. */
export function LoginRequiredNotice({ message }: LoginRequiredNoticeProps) {
  const { t } = useTranslation();
  const { onOpenAuth } = useAuth();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-slate-50 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-navy-100 text-navy-800">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-display text-xl font-bold text-navy-900">{t('layout.loginRequired.title')}</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <button type="button" className="btn btn-primary mt-6 px-6" onClick={() => onOpenAuth('login')}>
        {t('common.actions.login')}
      </button>
    </div>
  );
}
