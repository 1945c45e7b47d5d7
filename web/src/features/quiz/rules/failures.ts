/**
 * Which fixed text a failed call shows (docs/product.md, "Messages"): the quiz screens tell a
 * call that failed (no answer, an error status) from an answer they cannot read. The texts are in
 * the interface's language: pass the component's `t` (the default, the app's instance, serves
 * callers outside React).
 */
import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';

const appT: TFunction = i18n.t.bind(i18n);

/**
 * The server answered with success, in a shape the page cannot read (the API client raises such
 * an answer as an ApiError that keeps the 2xx status).
 */
export function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/**
 * An unknown test (404) or an answer without rankings has no data; a test whose window is still
 * open (409) has its rankings to come, in the server's words ('Rankings will be published when
 * the test closes at ...', docs/product.md "Live tests"); anything else failed.
 */
export function rankingsFailure(error: unknown, t: TFunction = appT): { message: string; noData: boolean } {
  if (error instanceof ApiError && error.status === 409)
    return { message: errorMessage(error, t('quiz.messages.noRankingData')), noData: true };
  const noData = (error instanceof ApiError && error.status === 404) || isUnreadableAnswer(error);
  return { message: noData ? t('quiz.messages.noRankingData') : t('quiz.messages.rankingsFailed'), noData };
}

export function attemptedFailure(error: unknown, t: TFunction = appT): string {
  return isUnreadableAnswer(error) ? t('quiz.messages.attemptedFailed') : t('quiz.messages.attemptedFetchError');
}

/**
 * A refused submit (400) carries the server's reason (the limit, a broken sheet); a server error
 * has our wording; a submit that got no answer, the other.
 */
export function submitFailure(error: unknown, t: TFunction = appT): string {
  if (error instanceof ApiError && error.status === 400)
    return errorMessage(error, t('quiz.messages.submitServerError'));
  if (error instanceof ApiError && error.status >= 500) return t('quiz.messages.submitServerError');
  return t('quiz.messages.submitFailed');
}

/** A failed submit as the submit dialog shows it: the reason, and what the learner can do next. */
export interface SubmitFailure {
  message: string;
  nextStep: string | null;
}

/**
 * What follows a submit that failed (docs/product.md, "The test screen"): the sheet stays on the
 * device either way; a submit that got no answer is tried again once online, a server error in a
 * moment. A refusal (400) is final and its reason says why.
 */
export function submitNextStep(error: unknown, t: TFunction = appT): string | null {
  const refused = error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429;
  if (refused) return null;
  return error instanceof ApiError ? t('quiz.messages.submitRetryLater') : t('quiz.messages.submitRetryOnline');
}
