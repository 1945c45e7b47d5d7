/**
 * The stored session: the token under `sessionToken` and the user object as
 * JSON under `userData`, both in localStorage. React reads it through `useSyncExternalStore`,
 * so every change made here (login, logout, a 401 from the API client, another tab) re-renders
 * whoever shows the auth state.
 */

export const SESSION_TOKEN_KEY = 'sessionToken';
export const USER_DATA_KEY = 'userData';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); then nobody is logged in.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not persist.
  }
}

export function getSessionToken(): string | null {
  return read(SESSION_TOKEN_KEY);
}

/** The raw JSON of the stored user, or null. Raw so that snapshots compare by value. */
export function getStoredUserJson(): string | null {
  return read(USER_DATA_KEY);
}

export function saveSession(token: string, user: unknown): void {
  write(SESSION_TOKEN_KEY, token);
  write(USER_DATA_KEY, JSON.stringify(user));
  notify();
}

/** Keeps the token and replaces the stored user (a profile update answers the new one). */
export function updateStoredUser(user: unknown): void {
  write(USER_DATA_KEY, JSON.stringify(user));
  notify();
}

/**
 * Logout, and any 401 on a call made with a session: both keys go, so the app never shows a
 * logged-in header with a token the server no longer accepts.
 */
export function clearSession(): void {
  write(SESSION_TOKEN_KEY, null);
  write(USER_DATA_KEY, null);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Logins and logouts in other tabs arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_TOKEN_KEY || event.key === USER_DATA_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
