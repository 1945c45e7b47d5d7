import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { useAuth } from '@/lib/auth/auth-context';
import { isSessionExpired } from '@/lib/auth/session-expiry';

/**
 * docs/product.md, "Who may open a library": a library that needs a session asks a visitor to
 * sign in, with a toast and the sign-in dialog over this page, which shows the library once they
 * have signed in or signed up, without a reload. When the learner's session has just expired the
 * dialog already says so: no second message.
 */
export function SignInWall({ message, toastId }: { message: string; toastId: string }) {
  const { onOpenAuth } = useAuth();
  useEffect(() => {
    if (!isSessionExpired()) toast.error(message, { id: toastId });
    onOpenAuth('login');
  }, [message, toastId, onOpenAuth]);
  return <LoginRequiredNotice message={message} />;
}
