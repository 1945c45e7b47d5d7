/**
 * The answer-upload rules (docs/product.md, "Mains answer writing"), checked in the browser before
 * sending.
 */
export const SELECT_PDF_MESSAGE = 'Please select a PDF file to upload';
export const ONLY_PDF_MESSAGE = 'Only PDF files are allowed';

/** The message for a chosen file that cannot be sent, or null when it may go. */
export function answerFileProblem(file: Pick<File, 'type'> | null | undefined): string | null {
  if (!file) return SELECT_PDF_MESSAGE;
  // The browser's type comes from the name; the server checks the bytes as well.
  return file.type === 'application/pdf' ? null : ONLY_PDF_MESSAGE;
}
