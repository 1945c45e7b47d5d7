/** The quiz screens' fixed texts (docs/product.md, "Messages"). */

export const LOADING_TEST = 'Loading your test...';
export const EXIT_CONFIRMATION = 'Are you sure you want to exit the test? Your progress will be lost.';
export const LEAVE_CONFIRMATION = 'Are you sure you want to leave? Your progress might be lost.';
export const QUESTIONS_LOAD_FAILED = 'Failed to load test questions. Please try again.';
export const TEST_DETAILS_FAILED = 'Failed to fetch test details. Please try again later.';
export const LOGIN_TO_VIEW_TESTS = 'Please login to view the tests';
export const LIMIT_EXCEEDED = 'You have exceeded your test taking limit';

export const SUBMIT_SUCCEEDED = 'Test submitted successfully!';
/** The server's answer when the attempt's time had run out: what was saved by the deadline counts. */
export const SUBMITTED_AFTER_TIME = 'Time was up: the answers saved by the deadline were submitted.';
export const SUBMIT_FAILED = 'There was an issue submitting your test.';
export const TIME_UP_SUBMITTING = 'Time is up. Submitting your test...';
export const OFFLINE_NOTICE =
  'You are offline. Your answers are saved on this device and will be sent when you reconnect.';

export const REVIEW_DIALOG_TITLE = 'Questions Marked for Review';
export const NO_ANSWER_SELECTED = 'No answer selected';
export const NOTHING_MARKED = 'No questions were marked for review';

export const TEST_ID_NOT_FOUND = 'Test ID not found';
export const RANKINGS_FAILED = 'Failed to fetch rankings. Please try again later.';
export const NO_RANKINGS = 'No rankings available for this test.';

export const LOGIN_TO_VIEW_ATTEMPTS = 'Please log in to view your attempted tests';
export const TEST_INFO_MISSING = 'Test information is missing. Please try again.';
export const ATTEMPTED_FAILED = 'Failed to fetch attempted test data';
export const ATTEMPTED_LOAD_FAILED_TOAST = 'Failed to load attempted test data';
export const NO_ATTEMPTS = "You haven't attempted this test yet.";

/**
 * A submit refused with this phrase is a limit error, not a passing failure (docs/product.md,
 * "Attempts and attempt keys").
 */
export function isLimitError(message: string): boolean {
  return message.toLowerCase().includes('exceeded your test taking limit');
}
