import { describe, expect, it } from 'vitest';
import { inState, reviewCounts } from './review-states';

const questions = [
  { outcome: 'correct', markedForReview: true },
  { outcome: 'correct', markedForReview: false },
  { outcome: 'incorrect', markedForReview: true },
  { outcome: 'unattempted', markedForReview: true },
  { outcome: 'unattempted' },
] as const;

describe('review states', () => {
  it('counts each outcome once, and the marked questions across them', () => {
    expect(reviewCounts(questions)).toEqual({ correct: 2, incorrect: 1, unattempted: 2, marked: 3 });
    expect(reviewCounts([])).toEqual({ correct: 0, incorrect: 0, unattempted: 0, marked: 0 });
  });

  it('keeps a marked question in its outcome too', () => {
    expect(inState(questions[2], 'incorrect')).toBe(true);
    expect(inState(questions[2], 'marked')).toBe(true);
    expect(inState(questions[4], 'marked')).toBe(false);
  });
});
