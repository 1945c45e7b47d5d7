import type { ParseKeys, TFunction } from 'i18next';
import { i18n } from '@/i18n';

/**
 * The answer-upload rules (docs/product.md, "Mains answer writing"), checked in the browser before
 * sending.
 */
export type AnswerFileIssue = 'missing' | 'notPdf';

/** What each issue says: 'Please select a PDF file to upload', 'Only PDF files are allowed'. */
export const ANSWER_FILE_ISSUE_TEXT = {
  missing: 'libraries.mains.upload.selectPdf',
  notPdf: 'libraries.mains.upload.onlyPdf',
} as const satisfies Record<AnswerFileIssue, ParseKeys>;

/** What is wrong with a chosen file, or null when it may go. */
export function answerFileIssue(file: Pick<File, 'type'> | null | undefined): AnswerFileIssue | null {
  if (!file) return 'missing';
  // The browser's type comes from the name; the server checks the bytes as well.
  return file.type === 'application/pdf' ? null : 'notPdf';
}

/** The message for a chosen file that cannot be sent, or null when it may go. */
export function answerFileProblem(file: Pick<File, 'type'> | null | undefined, t: TFunction = i18n.t): string | null {
  const issue = answerFileIssue(file);
  return issue ? t(ANSWER_FILE_ISSUE_TEXT[issue]) : null;
}
