/** The auth screens' fixed timings and the login failure's message (docs/product.md, "Messages"). */
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The dialog closes 3000 ms after a successful sign-up. */
export const SIGN_UP_CLOSE_DELAY_MS = 3000;
/** The reset screen goes home 2 seconds after success. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * Login has one failure message (docs/product.md, "Sessions and signing in"). A server message is
 * shown instead where the generic one would mislead: too many attempts (429, with the wait) and a
 * disabled account (403); the server writes it in the learner's language.
 */
export function loginFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) return error.message;
  return t('auth.login.failed');
}
