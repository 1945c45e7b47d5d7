/** The quiz screens' addresses, and the navigation state the library pages pass along. */

import { previewPath, quizPath } from '@/lib/test-paths';

export { previewPath, quizPath };

/** A test's window as a calendar event (text/calendar), a public address a plain link opens. */
export function calendarPath(slug: string): string {
  return `/api/v1/modules/tests/${encodeURIComponent(slug)}/calendar.ics`;
}

/** The learner's live schedule (docs/product.md, "Live tests"). */
export const SCHEDULE_PATH = '/schedule';

export function reviewPath(slug: string, attemptId: number): string {
  return `${quizPath(slug)}/review/${attemptId}`;
}

/**
 * The question paper of a submitted attempt, to print or save as a PDF (docs/product.md, "The
 * printed question paper").
 */
export function paperPath(slug: string, attemptId: number): string {
  return `${quizPath(slug)}/paper/${attemptId}`;
}

/** The end of staff's "Preview as a learner": the review it answered. */
export function previewReviewPath(slug: string): string {
  return `${previewPath(slug)}/review`;
}

export function rankingsPath(testId: number, slug?: string): string {
  const query = new URLSearchParams({ testId: String(testId) });
  if (slug) query.set('slug', slug);
  return `${RANKINGS_PATH}?${query.toString()}`;
}

export const ATTEMPTED_PATH = '/check-attempted-test';
export const RANKINGS_PATH = '/check-ranking';

export function attemptedPath(testId: number): string {
  return `${ATTEMPTED_PATH}?testId=${testId}`;
}

export const PRELIMS_TESTS_PATH = '/prelims-tests';

/** What the library's Check Ranking and Check Attempted Test links carry. */
export interface TestNavigationState {
  testId?: number | string;
  testName?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function testNavigationState(state: unknown): TestNavigationState {
  if (!isRecord(state)) return {};
  const { testId, testName } = state;
  return {
    testId: typeof testId === 'number' || typeof testId === 'string' ? testId : undefined,
    testName: typeof testName === 'string' ? testName : undefined,
  };
}

/** A positive whole number from the query string or the state, else null. */
export function positiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The running test is the quiz address with this history state: Start pushes it, so the
 * browser's Back returns to the start page (docs/product.md, "The test screen") while the
 * attempt runs on, and a reload keeps it (browsers keep history state across reloads).
 */
const RUNNING_KEY = 'quizRunning';
export const RUNNING_STATE = { [RUNNING_KEY]: true } as const;

export function isRunningState(state: unknown): boolean {
  return isRecord(state) && state[RUNNING_KEY] === true;
}
