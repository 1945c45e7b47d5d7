import { Outlet } from 'react-router';
import { AuthProvider } from '@/features/auth';

/**
 * For pages that stand outside the site's header and footer but still need the session (and the
 * login dialog a 401 opens): the test-taking screen, the staff console.
 */
export function StandaloneLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
