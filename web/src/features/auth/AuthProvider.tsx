import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue, type AuthMode } from '@/lib/auth/auth-context';
import {
  clearSessionExpired,
  handleSessionExpiry,
  SESSION_EXPIRED_KEY,
  takeSignedOutElsewhere,
  takeSignInSignedOut,
  useSessionExpired,
  useSignedOutElsewhere,
} from '@/lib/auth/session-expiry';
import { parseStoredUser } from '@/lib/auth/stored-user';
import { ACCOUNT_SCOPE } from '@/lib/query-client';
import { clearSession, getSessionToken, getStoredUserJson, subscribeToSession } from '@/lib/session';
import { endServerSession } from './api/logout';
import { DEVICES_PATH, showSignedOutBySignIn, showSignedOutElsewhere } from './components/SignedOutElsewhereNotice';

/** The logout question in English (t('auth.logout.confirm') is what the learner is asked). */
export const LOGOUT_CONFIRMATION = 'Are you sure you want to logout?';

// The dialog (forms, their validation, react-hook-form) is its own chunk: most visits never open
// it, so it stays out of the first load. Hovering or focusing Sign Up / Login starts the download.
const loadAuthDialog = () => import('./components/AuthDialog');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

/** Starts loading the dialog's code before it is needed (on hover or focus of its buttons). */
export function preloadAuthDialog(): void {
  // A failed download here is not the learner's concern yet: opening the dialog retries it.
  loadAuthDialog().catch(() => undefined);
}

/** Provides the auth state and renders the auth dialog; lives inside the router because logout navigates. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToSession, getSessionToken, () => null);
  const userJson = useSyncExternalStore(subscribeToSession, getStoredUserJson, () => null);
  const [authDialog, setAuthDialog] = useState<AuthMode | null>(null);
  const sessionExpired = useSessionExpired();
  const signedOutElsewhere = useSignedOutElsewhere();

  const user = useMemo(() => parseStoredUser(userJson), [userJson]);

  // A 401 ended the session (docs/product.md, "Sessions and signing in"): the sign-in dialog
  // opens over this very page, saying why once; after signing in the learner is still here.
  useEffect(() => handleSessionExpiry(() => setAuthDialog('login')), []);

  // A different session (login, logout, a 401, another tab) must not see the last one's data.
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current === token) return;
    const hadSession = previousToken.current !== null;
    previousToken.current = token;
    // Logged out: drop them (refetching would only earn 401s). A new session: refetch what is
    // shown. After another learner's session the old answers go at once; after a visitor's they
    // stay on screen until the new ones come, so the page (and the button that opened the
    // sign-in dialog, which gets the focus back) stays where it was.
    if (token) {
      clearSessionExpired();
      // Signed in again after the device limit signed this device out: say which device did it,
      // and where the devices are (docs/product.md, "Devices"). A sign-in that itself signed the
      // oldest device out says so in the same notice: two stacked would cover the page.
      const why = takeSignedOutElsewhere();
      const signedOutBySignIn = takeSignInSignedOut();
      if (why) showSignedOutElsewhere(why, t, () => void navigate(DEVICES_PATH), signedOutBySignIn);
      else if (signedOutBySignIn) showSignedOutBySignIn(signedOutBySignIn);
      if (hadSession) void queryClient.resetQueries({ queryKey: [ACCOUNT_SCOPE] });
      else void queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE] });
    } else queryClient.removeQueries({ queryKey: [ACCOUNT_SCOPE] });
  }, [token, queryClient, t, navigate]);

  const closeAuth = useCallback(() => {
    clearSessionExpired();
    setAuthDialog(null);
  }, []);

  const logout = useCallback(() => {
    if (!window.confirm(t('auth.logout.confirm'))) return;
    // Revoke the session on the server too; whatever it answers, the learner is logged out here.
    // It reads the token now, so it runs before the session is cleared.
    void endServerSession().catch(() => undefined);
    clearSession();
    void navigate('/');
  }, [navigate, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoggedIn: Boolean(token) && user !== null,
      user,
      authDialog,
      onOpenAuth: setAuthDialog,
      closeAuth,
      logout,
    }),
    [token, user, authDialog, closeAuth, logout],
  );

  return (
    <AuthContext value={value}>
      {children}
      {authDialog && (
        <Suspense fallback={null}>
          <AuthDialog
            mode={authDialog}
            onModeChange={setAuthDialog}
            onClose={closeAuth}
            notice={sessionExpired ? (signedOutElsewhere ?? t(SESSION_EXPIRED_KEY)) : undefined}
          />
        </Suspense>
      )}
    </AuthContext>
  );
}
