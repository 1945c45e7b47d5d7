/** The catalogue's fixed texts (docs/product.md, "Messages"); per-section ones are in sections.ts. */

export const LOGIN_TO_CONTINUE = 'Please login or signup to continue';
/** Opening a library from a details page without a session. */
export const LOGIN_TO_VIEW_TESTS = 'Please login to view the tests';
/** Opening the library of a subscription one does not hold, without a session (list cards). */
export const LOGIN_OR_SIGN_UP_TO_VIEW_TESTS = 'Please login or signup to view the tests';

/** A purchase, details or library action whose subscription is unknown (no usable id). */
export const MISSING_SUBSCRIPTION = 'Missing subscription information';

export const PAYMENT_URL_MISSING = 'Failed to get payment URL. Please try again.';
export const PAYMENT_START_FAILED = 'Failed to initiate payment. Please try again.';
// Additions of ours: the texts for the return from the payment page.
export const PAYMENT_SUCCEEDED = 'Payment successful. Your subscription is active.';
export const PAYMENT_CANCELLED = 'Payment cancelled.';
export const PAYMENT_FAILED = 'Payment failed. Please try again.';
// Additions of ours: free courses (docs/product.md, "Free courses").
export const ENROLL_FREE = 'Enroll free';
export const ENROLLED = 'You are enrolled. The course is now in My Subscriptions.';

export const DETAILS_LOAD_FAILED = 'Failed to load subscription details. Please try again later.';
export const OPTIONALS_LOAD_FAILED = 'Failed to load optionals. Please try again later.';
export const MY_SUBSCRIPTIONS_LOAD_FAILED = 'Failed to load subscriptions. Please try again later.';
export const NO_ACTIVE_SUBSCRIPTIONS = "You don't have any active subscriptions.";
export const NO_SUBSCRIPTIONS_IN_CATEGORY = 'No subscriptions available in this category.';
// Additions of ours: a subscription's libraries (docs/product.md, "Bundles") and its end ("Validity").
export const NOTHING_TO_OPEN = 'Nothing to open yet';
export const EXPIRED = 'Expired';
export const RENEW = 'Renew';
