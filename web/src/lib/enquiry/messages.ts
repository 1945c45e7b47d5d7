/** The fixed texts of both enquiry forms (docs/product.md, "Messages"). */

export const ENQUIRY_SUCCEEDED = 'Submitted successfully. Our team will contact you soon.';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again.';
export const COURSE_ENQUIRY_FAILED = 'Failed to submit your enquiry. Please try again.';

/**
 * A subscription enquiry's failure: the server's message, else the error's own,
 * else the generic sentence.
 */
export function enquiryFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ENQUIRY_FAILED;
}
