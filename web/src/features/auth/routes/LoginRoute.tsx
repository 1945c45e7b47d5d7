import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { safeReturnPath } from '@/lib/auth/return-path';
import { usePageLocation } from '@/lib/use-page-location';

/**
 * /login opens the sign-in dialog (docs/product.md, "Sessions and signing in"). Login itself is a
 * dialog, so this route opens it on the Login tab over the page named by `next` (a path of this
 * site; the home page without one), where the learner stays once signed in.
 */
export function LoginRoute() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const navigate = useNavigate();
  // Its own address: while the page named by `next` loads, this route is still on screen and the
  // router already reports that page's address, whose missing `next` would send the learner home.
  const { location, leaving } = usePageLocation('/login');
  const next = safeReturnPath(new URLSearchParams(location.search).get('next'));

  useEffect(() => {
    if (leaving) return;
    if (!isLoggedIn) onOpenAuth('login');
    void navigate(next, { replace: true });
  }, [leaving, isLoggedIn, onOpenAuth, navigate, next]);

  return null;
}
