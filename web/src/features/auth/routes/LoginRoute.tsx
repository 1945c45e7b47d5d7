import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * /login is where a 401 sends the user (docs/product.md, "Sessions and signing in"). Login itself
 * is a dialog, so this route opens it on the Login tab over the home page (unless someone is
 * logged in already).
 */
export function LoginRoute() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoggedIn) onOpenAuth('login');
    void navigate('/', { replace: true });
  }, [isLoggedIn, onOpenAuth, navigate]);

  return null;
}
