/** The auth screens' fixed texts (docs/product.md, "Messages"). */
import { ApiError } from '@/lib/api-client';

export const REREGISTRATION_NOTE =
  'Note: Your registration on the old website will not be valid in the new website. To use the features included in the new website, both new and old candidates will have to re-register.';

export const LOGIN_FAILED = 'Invalid credentials or network error.';
export const RESET_NEEDS_EMAIL = 'Please enter your email address first';
export const RESET_EMAIL_FAILED = 'Error sending reset email. Please try again.';
export const SIGN_UP_FAILED = 'Signup failed. Please check your input.';
export const SIGN_UP_SUCCEEDED = 'Signup successful.';

export const RESET_TOKEN_MISSING = 'Invalid or missing reset token';
export const RESET_SUCCEEDED = 'Password reset successful!';
export const RESET_FAILED = 'Failed to reset password. Please try again.';

/** The dialog closes 3000 ms after a successful sign-up. */
export const SIGN_UP_CLOSE_DELAY_MS = 3000;
/** The reset screen goes home 2 seconds after success. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * Login has one failure message (docs/product.md, "Sessions and signing in"). A server message is
 * shown instead where the generic one would mislead: too many attempts (429, with the wait) and a
 * disabled account (403).
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) return error.message;
  return LOGIN_FAILED;
}
