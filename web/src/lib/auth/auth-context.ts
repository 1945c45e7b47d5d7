import { createContext, useContext } from 'react';
import type { StoredUser } from './stored-user';

/**
 * The auth state every screen may read. The provider, with the dialog it
 * opens, lives in features/auth; the context lives here so that any feature (profile, my
 * subscriptions, ...) can ask "who is logged in?" or open the dialog without importing another
 * feature.
 */
export type AuthMode = 'login' | 'signup';

export interface AuthContextValue {
  /** Logged in when both the token and the user data are stored. */
  isLoggedIn: boolean;
  user: StoredUser | null;
  /** Which tab the auth dialog is open on, or null when closed. */
  authDialog: AuthMode | null;
  /** Opens the auth dialog on that tab (or switches the open dialog to it). */
  onOpenAuth: (mode: AuthMode) => void;
  closeAuth: () => void;
  /** Asks for confirmation; when confirmed ends the session and goes home. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
