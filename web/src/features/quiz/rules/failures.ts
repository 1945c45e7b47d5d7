/**
 * Which fixed text a failed call shows (docs/product.md, "Messages"): the quiz screens tell a
 * call that failed (no answer, an error status) from an answer they cannot read.
 */
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  ATTEMPTED_FAILED,
  ATTEMPTED_FETCH_ERROR,
  NO_RANKING_DATA,
  RANKINGS_FAILED,
  SUBMIT_FAILED,
  SUBMIT_SERVER_ERROR,
} from './messages';

/**
 * The server answered with success, in a shape the page cannot read (the API client raises such
 * an answer as an ApiError that keeps the 2xx status).
 */
export function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/** An unknown test (404) or an answer without rankings has no data; anything else failed. */
export function rankingsFailure(error: unknown): { message: string; noData: boolean } {
  const noData = (error instanceof ApiError && error.status === 404) || isUnreadableAnswer(error);
  return { message: noData ? NO_RANKING_DATA : RANKINGS_FAILED, noData };
}

export function attemptedFailure(error: unknown): string {
  return isUnreadableAnswer(error) ? ATTEMPTED_FAILED : ATTEMPTED_FETCH_ERROR;
}

/**
 * A refused submit (400) carries the server's reason (the limit, a broken sheet); a server error
 * has our wording; a submit that got no answer, the other.
 */
export function submitFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return errorMessage(error, SUBMIT_SERVER_ERROR);
  if (error instanceof ApiError && error.status >= 500) return SUBMIT_SERVER_ERROR;
  return SUBMIT_FAILED;
}
