/** Spec section 8's enquiry texts, verbatim, for both enquiry forms. */

export const ENQUIRY_SUCCEEDED = 'Submitted successfully. Our team will contact you soon.';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again.';
export const COURSE_ENQUIRY_FAILED = 'Failed to submit your enquiry. Please try again.';

/**
 * Spec section 8, subscription enquiry failure: the server's message, else the error's own,
 * else the generic sentence.
 */
export function enquiryFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ENQUIRY_FAILED;
}
