import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { useAuth } from '@/lib/auth/auth-context';
import { isSessionExpired } from '@/lib/auth/session-expiry';

/** What the wall asks for: 'Please login or signup to view the tests' or 'Please login to view this content'. */
export type SignInWallMessage = 'libraries.common.loginToViewTests' | 'libraries.common.loginToViewContent';

/**
 * docs/product.md, "Who may open a library": a library that needs a session asks a visitor to
 * sign in, with a toast and the sign-in dialog over this page, which shows the library once they
 * have signed in or signed up, without a reload. When the learner's session has just expired the
 * dialog already says so: no second message.
 */
export function SignInWall({ message, toastId }: { message: SignInWallMessage; toastId: string }) {
  // The instance, not `t`: a language switch re-renders the notice but does not ask again.
  const { t, i18n } = useTranslation();
  const { onOpenAuth } = useAuth();
  useEffect(() => {
    if (!isSessionExpired()) toast.error(i18n.t(message), { id: toastId });
    onOpenAuth('login');
  }, [i18n, message, toastId, onOpenAuth]);
  return <LoginRequiredNotice message={t(message)} />;
}
