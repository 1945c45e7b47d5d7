/**
 * The fixed texts of both enquiry forms (docs/product.md, "Messages"), in the interface's
 * language: t('auth.enquiry.succeeded'), t('auth.enquiry.failed'), t('auth.enquiry.courseFailed').
 */
import type { TFunction } from 'i18next';

/**
 * A subscription enquiry's failure: the server's message (in the learner's language), else the
 * error's own, else the generic sentence.
 */
export function enquiryFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof Error && error.message) return error.message;
  return t('auth.enquiry.failed');
}
