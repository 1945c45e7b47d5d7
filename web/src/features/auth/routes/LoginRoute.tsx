import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { safeReturnPath } from '@/lib/auth/return-path';

/**
 * /login opens the sign-in dialog (docs/product.md, "Sessions and signing in"). Login itself is a
 * dialog, so this route opens it on the Login tab over the page named by `next` (a path of this
 * site; the home page without one), where the learner stays once signed in.
 */
export function LoginRoute() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get('next'));
  // Once: while the page named by `next` loads, this route is still on screen with the new
  // address, whose missing `next` would send the learner home.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (!isLoggedIn) onOpenAuth('login');
    void navigate(next, { replace: true });
  }, [isLoggedIn, onOpenAuth, navigate, next]);

  return null;
}
