/** The quiz screens' fixed texts (docs/product.md, "Messages"). */

export const LOADING_TEST = 'Loading your test...';
export const LEAVE_CONFIRMATION = 'Are you sure you want to leave? Your progress might be lost.';
export const QUESTIONS_LOAD_FAILED = 'Failed to load test questions. Please try again.';
export const TEST_DETAILS_FAILED = 'Failed to fetch test details. Please try again later.';
/** The tests call answered nothing the start page can use: an empty list, or an unreadable answer. */
export const NO_TESTS_AVAILABLE = 'No tests available or invalid response format';
export const LOGIN_TO_VIEW_TESTS = 'Please login to view the tests';
export const LIMIT_EXCEEDED = 'You have exceeded your test taking limit';

export const SUBMIT_SUCCEEDED = 'Test submitted successfully!';
/** The server's answer when the attempt's time had run out: what was saved by the deadline counts. */
export const SUBMITTED_AFTER_TIME = 'Time was up: the answers saved by the deadline were submitted.';
/** The submit did not reach the server, or its answer was lost (the network). */
export const SUBMIT_FAILED = 'There was an issue submitting your test.';
/** The server failed the submit (5xx), or refused it (400) without saying why. */
export const SUBMIT_SERVER_ERROR = 'Error submitting test results';
export const TIME_UP_SUBMITTING = 'Time is up. Submitting your test...';
export const OFFLINE_NOTICE =
  'You are offline. Your answers are saved on this device and will be sent when you reconnect.';

/**
 * Exit Test tells the truth (docs/product.md, "The test screen"): leaving does not end the attempt;
 * its clock runs on and the server submits the saved answers at the deadline.
 */
export const EXIT_DIALOG_TITLE = 'Exit the test?';
export const EXIT_DIALOG_TEXT =
  'Your answers are saved and the clock keeps running while you are away. Come back before the time runs out to carry on; at the deadline, the answers saved by then are submitted for you.';
export const EXIT_SUBMIT = 'Submit Now';
export const EXIT_LEAVE = 'Leave Test';
export const EXIT_STAY = 'Continue Test';

export const REVIEW_DIALOG_TITLE = 'Questions Marked for Review';
export const NO_ANSWER_SELECTED = 'No answer selected';
export const NOTHING_MARKED = 'No questions were marked for review';

export const TEST_ID_NOT_FOUND = 'Test ID not found';
export const RANKINGS_FAILED = 'Failed to fetch rankings. Please try again later.';
export const NO_RANKINGS = 'No rankings available for this test.';
/** Rankings of a test the server does not know, or an answer without the rankings in it. */
export const NO_RANKING_DATA = 'No ranking data available';

export const LOGIN_TO_VIEW_ATTEMPTS = 'Please log in to view your attempted tests';
export const TEST_INFO_MISSING = 'Test information is missing. Please try again.';
/** The attempted call answered something this page cannot read. */
export const ATTEMPTED_FAILED = 'Failed to fetch attempted test data';
/** The attempted call failed: no answer (the network), or an error status. */
export const ATTEMPTED_FETCH_ERROR = 'An error occurred while fetching your attempted test data';
export const ATTEMPTED_LOAD_FAILED_TOAST = 'Failed to load attempted test data';
export const NO_ATTEMPTS = "You haven't attempted this test yet.";
/** The attempt still running, on the attempts page (docs/product.md, "Your attempts"). */
export const ATTEMPT_IN_PROGRESS = 'In progress';
export const ATTEMPT_RESUME = 'Resume';
export const ATTEMPT_BEING_FINISHED = 'Time is up: the answers saved by the deadline are being submitted.';

/**
 * A submit refused with this phrase is a limit error, not a passing failure (docs/product.md,
 * "Attempts and attempt keys").
 */
export function isLimitError(message: string): boolean {
  return message.toLowerCase().includes('exceeded your test taking limit');
}
