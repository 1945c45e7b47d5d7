/**
 * The review's questions by state (docs/product.md, "The review"): how each ended (correct,
 * incorrect, not answered) and, across those, the ones the learner marked for review.
 */
import type { ParseKeys } from 'i18next';
import type { ReviewQuestion } from '../api/schemas';

export type ReviewState = 'correct' | 'incorrect' | 'unattempted' | 'marked';

export const REVIEW_STATES: readonly ReviewState[] = ['correct', 'incorrect', 'unattempted', 'marked'];

/** Each state's name, as a key of the interface's texts (the filter's chips, each question's badges). */
export const REVIEW_STATE_LABEL_KEY = {
  correct: 'results.reviewState.correct',
  incorrect: 'results.reviewState.incorrect',
  unattempted: 'results.reviewState.unattempted',
  marked: 'results.reviewState.marked',
} as const satisfies Record<ReviewState, ParseKeys>;

export function inState(question: Pick<ReviewQuestion, 'outcome' | 'markedForReview'>, state: ReviewState): boolean {
  return state === 'marked' ? question.markedForReview === true : question.outcome === state;
}

export function reviewCounts(
  questions: readonly Pick<ReviewQuestion, 'outcome' | 'markedForReview'>[],
): Record<ReviewState, number> {
  const counts: Record<ReviewState, number> = { correct: 0, incorrect: 0, unattempted: 0, marked: 0 };
  for (const question of questions) {
    for (const state of REVIEW_STATES) if (inState(question, state)) counts[state] += 1;
  }
  return counts;
}
