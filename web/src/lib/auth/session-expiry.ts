import type { ParseKeys } from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * "Your session has expired" (docs/product.md, "Sessions and signing in"): set when a call made
 * with the session is answered 401, until the learner signs in again or closes the sign-in
 * dialog. The auth provider listens, so the dialog opens over the page the learner is on (and
 * they stay on it after signing in); pages read it to say nothing more, since the dialog already
 * says it once.
 */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** The same message in the interface's language: show it as t(SESSION_EXPIRED_KEY). */
export const SESSION_EXPIRED_KEY = 'common.session.expired' satisfies ParseKeys;

type Listener = () => void;
const listeners = new Set<Listener>();
/** What opens the sign-in dialog: the auth provider of the layout on screen. */
const handlers = new Set<Listener>();
let expired = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The session just ended with a 401. Answers whether an auth provider is there to say so. */
export function markSessionExpired(): boolean {
  expired = true;
  notify();
  for (const handler of handlers) handler();
  return handlers.size > 0;
}

/** The auth provider opens its sign-in dialog here; answers the unsubscribe. */
export function handleSessionExpiry(handler: Listener): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Signed in again, or the dialog was closed: the message has been read. */
export function clearSessionExpired(): void {
  if (!expired) return;
  expired = false;
  notify();
}

export function isSessionExpired(): boolean {
  return expired;
}

export function subscribeToSessionExpiry(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeToSessionExpiry, isSessionExpired, () => false);
}

/**
 * The server's word on why the session ended, when the device limit ended it (docs/product.md,
 * "Devices"): which device signed in, and when. Kept past signing in again, when the app says it
 * with a link to the devices, then forgotten.
 */
let signedOutElsewhere: string | null = null;

/** The 401's reason when the device limit ended the session (internal/accounts, ReasonDeviceLimit). */
const DEVICE_LIMIT = 'device_limit';

/** Keeps the server's message of a 401 whose reason is the device limit; other 401s keep nothing. */
export function noteWhySessionEnded(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  const { reason, message } = payload as { reason?: unknown; message?: unknown };
  if (reason !== DEVICE_LIMIT || typeof message !== 'string' || !message) return;
  signedOutElsewhere = message;
  notify();
}

/** Answers the kept message once and forgets it. */
export function takeSignedOutElsewhere(): string | null {
  const message = signedOutElsewhere;
  signedOutElsewhere = null;
  if (message !== null) notify();
  return message;
}

export function useSignedOutElsewhere(): string | null {
  return useSyncExternalStore(
    subscribeToSessionExpiry,
    () => signedOutElsewhere,
    () => null,
  );
}

/**
 * The sign-in's own word that it signed the device signed in longest ago out (docs/product.md,
 * "Devices"), kept from the answer until the new session is on screen: the app says it in one
 * notice with the reason this device was signed out, when there is one, rather than two stacked.
 */
let signedOutBySignIn: string | null = null;

/** Keeps the sign-in's message; call it before the session is saved. */
export function noteSignInSignedOut(message: string): void {
  signedOutBySignIn = message;
}

/** Answers the kept sign-in message once and forgets it. */
export function takeSignInSignedOut(): string | null {
  const message = signedOutBySignIn;
  signedOutBySignIn = null;
  return message;
}
