/**
 * The review's questions by state (docs/product.md, "The review"): how each ended (correct,
 * incorrect, not answered) and, across those, the ones the learner marked for review. While the
 * test's window is open the key is held, and an answer is only answered (docs/product.md, "Live
 * tests").
 */
import type { ParseKeys } from 'i18next';
import type { ReviewQuestion } from '../api/schemas';

export type ReviewState = 'correct' | 'incorrect' | 'answered' | 'unattempted' | 'dropped' | 'marked';

export const REVIEW_STATES: readonly ReviewState[] = ['correct', 'incorrect', 'unattempted', 'marked'];

const ALL_REVIEW_STATES: readonly ReviewState[] = [
  'correct',
  'incorrect',
  'answered',
  'unattempted',
  'dropped',
  'marked',
];

/** The states while the key is held: no answer is marked right or wrong yet. */
export const HELD_REVIEW_STATES: readonly ReviewState[] = ['answered', 'unattempted', 'marked'];

/** The states a review's filter offers: the held ones while any answer awaits the key. */
export function reviewStatesOf(questions: readonly Pick<ReviewQuestion, 'outcome'>[]): readonly ReviewState[] {
  if (questions.some((question) => question.outcome === 'answered')) return HELD_REVIEW_STATES;
  // A question dropped after a key challenge (docs/product.md, "Key challenges") is its own state.
  if (!questions.some((question) => question.outcome === 'dropped')) return REVIEW_STATES;
  return ['correct', 'incorrect', 'unattempted', 'dropped', 'marked'];
}

/** Each state's name, as a key of the interface's texts (the filter's chips, each question's badges). */
export const REVIEW_STATE_LABEL_KEY = {
  correct: 'results.reviewState.correct',
  incorrect: 'results.reviewState.incorrect',
  answered: 'results.reviewState.answered',
  unattempted: 'results.reviewState.unattempted',
  dropped: 'results.reviewState.dropped',
  marked: 'results.reviewState.marked',
} as const satisfies Record<ReviewState, ParseKeys>;

export function inState(question: Pick<ReviewQuestion, 'outcome' | 'markedForReview'>, state: ReviewState): boolean {
  return state === 'marked' ? question.markedForReview === true : question.outcome === state;
}

export function reviewCounts(
  questions: readonly Pick<ReviewQuestion, 'outcome' | 'markedForReview'>[],
): Record<ReviewState, number> {
  const counts: Record<ReviewState, number> = {
    correct: 0,
    incorrect: 0,
    answered: 0,
    unattempted: 0,
    dropped: 0,
    marked: 0,
  };
  for (const question of questions) {
    for (const state of ALL_REVIEW_STATES) if (inState(question, state)) counts[state] += 1;
  }
  return counts;
}
