/**
 * The mains rules (docs/product.md, "Mains answer writing"): the status badge of a test, and when
 * the answer upload shows.
 */
export type MainsStatus = 'Evaluated' | 'Attempted' | 'Not Attempted';

export interface MainsProgress {
  evaluatedPDF?: unknown;
  isAttempted: boolean;
}

/** 'Evaluated' if an evaluated PDF exists, else 'Attempted' if an answer is in, else 'Not Attempted'. */
export function mainsStatus({ evaluatedPDF, isAttempted }: MainsProgress): MainsStatus {
  if (evaluatedPDF) return 'Evaluated';
  return isAttempted ? 'Attempted' : 'Not Attempted';
}

export interface AnswerWindow {
  start: Date;
  end: Date;
}

/** A test's answer window from the list's ISO dates. */
export function answerWindowOf({ start_date, end_date }: { start_date: string; end_date: string }): AnswerWindow {
  return { start: new Date(start_date), end: new Date(end_date) };
}

/**
 * The window holds from its start to its end, both included (docs/product.md, "Mains answer
 * writing"): it has passed only after its end.
 */
export function hasWindowPassed(now: Date, { end }: AnswerWindow): boolean {
  return now.getTime() > end.getTime();
}

export interface UploadState {
  isSubscribed: boolean;
  /** The server's word, when the list was loaded, that the window holds. */
  isOpen: boolean;
  window: AnswerWindow;
}

/**
 * The upload control shows to subscribers while the window holds. The server's clock decides
 * when the list loads (isOpen), so a browser clock that is wrong cannot offer or hide an upload
 * on its own; the browser's clock only hides the control once the window's end passes while the
 * page stays open (and the page asks the server again at each start and end).
 */
export function canUploadAnswer({ isSubscribed, isOpen, window }: UploadState, now: Date): boolean {
  return isSubscribed && isOpen && !hasWindowPassed(now, window);
}
