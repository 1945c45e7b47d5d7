import { describe, expect, it } from 'vitest';
import type { AnswerChange, SheetProgress } from './quiz-sheet';
import { resumeProgress } from './resume';
import { singleChoice } from './answer-value';

const questionIds = [1, 2, 3, 4];
const answer = (questionId: number, selectedOption: number | null, extra: Partial<AnswerChange> = {}) => ({
  questionId,
  selectedOption,
  markedForReview: false,
  timeSpentMs: 0,
  ...extra,
});

describe('resuming an attempt', () => {
  it('takes the server’s saved answers on a new device', () => {
    const progress = resumeProgress({
      questionIds,
      saved: [answer(1, 11, { timeSpentMs: 5000 }), answer(3, null, { markedForReview: true })],
      pending: [],
      stored: null,
    });
    expect(progress).toEqual({
      currentIndex: 0,
      selected: { 1: singleChoice(11) },
      marked: { 3: true },
      visited: { 1: true, 3: true },
      timeSpentMs: { 1: 5000, 3: 0 },
    });
  });

  it('lets unsent local changes win over the server, and keeps the local place and time', () => {
    const stored: SheetProgress = {
      currentIndex: 2,
      selected: { 1: singleChoice(12), 2: singleChoice(21) },
      marked: {},
      visited: { 1: true, 2: true, 3: true },
      timeSpentMs: { 1: 9000, 2: 3000, 3: 1000 },
    };
    const progress = resumeProgress({
      questionIds,
      saved: [answer(1, 11, { timeSpentMs: 4000, markedForReview: true })],
      // Question 1 was changed again and question 2 answered while offline.
      pending: [answer(1, 12, { timeSpentMs: 9000 }), answer(2, 21, { timeSpentMs: 3000 })],
      stored,
    });
    expect(progress).toEqual({ ...stored, marked: {} });
  });

  it('prefers the server over a sent local answer (a newer one from another device)', () => {
    const progress = resumeProgress({
      questionIds,
      saved: [answer(1, 13)],
      pending: [],
      stored: { currentIndex: 0, selected: { 1: singleChoice(11) }, marked: {}, visited: { 1: true }, timeSpentMs: {} },
    });
    expect(progress.selected).toEqual({ 1: singleChoice(13) });
  });

  it('drops answers to questions that are no longer on the paper', () => {
    const progress = resumeProgress({ questionIds, saved: [answer(99, 991)], pending: [], stored: null });
    expect(progress.selected).toEqual({});
    expect(progress.visited).toEqual({});
  });
});
