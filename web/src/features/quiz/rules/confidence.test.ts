import { describe, expect, it } from 'vitest';
import { restoreSheet, storeSheet } from './attempt-storage';
import { answerChange, emptySheet, finalAnswers, progressOf, quizReducer, type QuizSheet } from './quiz-sheet';
import { resumeProgress } from './resume';
import { emptyQueue, enqueue, restoreQueue, storeQueue, toPayload } from './save-queue';
import { singleChoice } from './answer-value';

const loaded = (): QuizSheet => quizReducer(emptySheet, { type: 'load', testId: 1, questionIds: [1, 2, 3], at: 0 });

describe('confidence tags on the sheet', () => {
  it('tags only an answered question, and clearing the answer clears the tag', () => {
    let sheet = quizReducer(loaded(), { type: 'toggleConfidence', tag: 'sure', at: 0 });
    expect(sheet.confidence?.[1]).toBeUndefined();
    sheet = quizReducer(sheet, { type: 'answer', answer: singleChoice(11), at: 0 });
    sheet = quizReducer(sheet, { type: 'toggleConfidence', tag: 'guess', at: 0 });
    expect(answerChange(sheet, 1, 0)).toEqual({
      questionId: 1,
      selectedOption: 11,
      markedForReview: false,
      timeSpentMs: 0,
      confidence: 'guess',
    });
    sheet = quizReducer(sheet, { type: 'clear', at: 0 });
    expect(answerChange(sheet, 1, 0)).not.toHaveProperty('confidence');
    expect(finalAnswers(sheet, 0).some((answer) => 'confidence' in answer)).toBe(false);
  });

  it('survives a reload, the autosave queue and a resume', () => {
    let sheet = quizReducer(loaded(), { type: 'answer', answer: singleChoice(11), at: 0 });
    sheet = quizReducer(sheet, { type: 'toggleConfidence', tag: 'fifty', at: 0 });
    storeSheet(1, 9, progressOf(sheet, 0));
    expect(restoreSheet(1, 9)?.confidence).toEqual({ 1: 'fifty' });

    storeQueue(1, enqueue(emptyQueue(9), answerChange(sheet, 1, 0)));
    expect(toPayload(restoreQueue(1, 9).items)).toEqual([
      { questionId: 1, selectedOption: 11, markedForReview: false, timeSpentMs: 0, confidence: 'fifty' },
    ]);

    // The server's tags come back; an unsent change to a question replaces its tag.
    const progress = resumeProgress({
      questionIds: [1, 2, 3],
      saved: [
        { questionId: 2, selectedOption: 21, markedForReview: false, timeSpentMs: 0, confidence: 'sure' },
        { questionId: 3, selectedOption: 31, markedForReview: false, timeSpentMs: 0, confidence: 'guess' },
      ],
      pending: [{ questionId: 3, selectedOption: 32, markedForReview: false, timeSpentMs: 0 }],
      stored: null,
    });
    expect(progress.confidence).toEqual({ 2: 'sure' });
    const resumed = quizReducer(emptySheet, {
      type: 'load',
      testId: 1,
      questionIds: [1, 2, 3],
      restored: progress,
      at: 0,
    });
    expect(finalAnswers(resumed, 0).map((answer) => answer.confidence)).toEqual([undefined, 'sure', undefined]);
  });
});
