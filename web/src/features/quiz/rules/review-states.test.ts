import { describe, expect, it } from 'vitest';
import { HELD_REVIEW_STATES, inState, REVIEW_STATES, reviewCounts, reviewStatesOf } from './review-states';

const questions = [
  { outcome: 'correct', markedForReview: true },
  { outcome: 'correct', markedForReview: false },
  { outcome: 'incorrect', markedForReview: true },
  { outcome: 'unattempted', markedForReview: true },
  { outcome: 'unattempted' },
] as const;

describe('review states', () => {
  it('counts each outcome once, and the marked questions across them', () => {
    expect(reviewCounts(questions)).toEqual({
      correct: 2,
      incorrect: 1,
      answered: 0,
      unattempted: 2,
      dropped: 0,
      marked: 3,
    });
    expect(reviewCounts([])).toEqual({
      correct: 0,
      incorrect: 0,
      answered: 0,
      unattempted: 0,
      dropped: 0,
      marked: 0,
    });
  });

  it('keeps a marked question in its outcome too', () => {
    expect(inState(questions[2], 'incorrect')).toBe(true);
    expect(inState(questions[2], 'marked')).toBe(true);
    expect(inState(questions[4], 'marked')).toBe(false);
  });

  it('offers answered instead of correct and incorrect while the key is held', () => {
    const held = [{ outcome: 'answered', markedForReview: true }, { outcome: 'unattempted' }] as const;
    expect(reviewStatesOf(held)).toBe(HELD_REVIEW_STATES);
    expect(reviewStatesOf(questions)).toBe(REVIEW_STATES);
    expect(reviewCounts(held)).toEqual({
      correct: 0,
      incorrect: 0,
      answered: 1,
      unattempted: 1,
      dropped: 0,
      marked: 1,
    });
  });

  it('offers dropped beside the outcomes once a question was dropped after a key challenge', () => {
    const withDropped = [...questions, { outcome: 'dropped', markedForReview: true }] as const;
    expect(reviewStatesOf(withDropped)).toEqual(['correct', 'incorrect', 'unattempted', 'dropped', 'marked']);
    expect(reviewCounts(withDropped).dropped).toBe(1);
    expect(reviewCounts(withDropped).marked).toBe(4);
  });
});
