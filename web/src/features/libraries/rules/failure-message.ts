import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * The words for a library list that failed to load: the fixed 'Please login to view this
 * content' for 401 and 403, the server's own message for 404 (an unknown subscription or
 * series says so; it comes in the learner's language), else the page's own message.
 */
export function listFailureMessage(error: unknown, fallback: string, t: TFunction = i18n.t): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401 || error.status === 403) return t('libraries.common.loginToViewContent');
  if (error.status === 404 && error.message) return error.message;
  return fallback;
}

/**
 * Whether a failure needs no words of its own: the session has ended, and the sign-in dialog
 * already says so, once (docs/product.md, "Sessions and signing in").
 */
export function saidBySessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && error.sessionExpired;
}

/**
 * The words for an action that failed (a download, playback, an upload): when the server
 * refused with a reason (not logged in, not subscribed, "opens after you submit the test",
 * a broken link, a file that is too large or not a PDF) that reason, since trying again would
 * not help; otherwise the fixed "... Please try again." message.
 */
export function actionFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    const fieldMessage = error.errors ? Object.values(error.errors)[0] : undefined;
    return fieldMessage ?? error.message;
  }
  return fallback;
}
