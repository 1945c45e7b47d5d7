import { describe, expect, it } from 'vitest';
import {
  answerChange,
  answeredCount,
  emptySheet,
  finalAnswers,
  nextUnanswered,
  progressOf,
  type QuizAction,
  quizReducer,
  type QuizSheet,
  questionStatus,
  timeSpentOn,
  unsentTimes,
} from './quiz-sheet';
import { singleChoice } from './answer-value';

const questionIds = [101, 102, 103, 104, 105];

function run(actions: QuizAction[], from: QuizSheet = emptySheet): QuizSheet {
  return actions.reduce(quizReducer, from);
}

const loaded = run([{ type: 'load', testId: 7, questionIds, at: 0 }]);
const statuses = (sheet: QuizSheet) => questionIds.map((_, index) => questionStatus(sheet, index));

describe('quiz sheet', () => {
  it('starts on the first question, the only one seen', () => {
    expect(loaded.currentIndex).toBe(0);
    expect(statuses(loaded)).toEqual(['current', 'not-visited', 'not-visited', 'not-visited', 'not-visited']);
  });

  it('tells current, answered, seen and not-visited questions apart', () => {
    const sheet = run(
      [
        { type: 'answer', answer: singleChoice(11), at: 1000 },
        { type: 'next', at: 2000 },
        { type: 'next', at: 3000 },
        { type: 'answer', answer: singleChoice(31), at: 4000 },
        { type: 'next', at: 5000 },
      ],
      loaded,
    );
    expect(statuses(sheet)).toEqual(['answered', 'seen', 'answered', 'current', 'not-visited']);
    expect(answeredCount(sheet)).toBe(2);
  });

  it('stays within the paper at either end', () => {
    expect(run([{ type: 'previous', at: 1 }], loaded).currentIndex).toBe(0);
    const last = run([{ type: 'goTo', index: 4, at: 1 }], loaded);
    expect(run([{ type: 'next', at: 2 }], last).currentIndex).toBe(4);
    expect(run([{ type: 'goTo', index: 99, at: 2 }], loaded).currentIndex).toBe(4);
  });

  it('skips to the next unanswered question, going round the paper, and leaves the one on screen as it was', () => {
    // Answered: 101 and 103; on screen: 101.
    const sheet = run(
      [
        { type: 'answer', answer: singleChoice(11), at: 1 },
        { type: 'goTo', index: 2, at: 2 },
        { type: 'answer', answer: singleChoice(31), at: 3 },
        { type: 'goTo', index: 0, at: 4 },
      ],
      loaded,
    );
    const skipped = run([{ type: 'skip', at: 5 }], sheet);
    // Next would show 102 too; from 102 Skip passes over the answered 103 where Next stops on it.
    expect(skipped.currentIndex).toBe(1);
    expect(run([{ type: 'skip', at: 6 }], skipped).currentIndex).toBe(3);
    expect(run([{ type: 'next', at: 6 }], skipped).currentIndex).toBe(2);
    // Skipping keeps the answer and the mark of the question left.
    expect(skipped.selected).toEqual({ 101: singleChoice(11), 103: singleChoice(31) });
    // From the last question it goes round to the first unanswered one.
    const last = run([{ type: 'goTo', index: 4, at: 7 }], sheet);
    expect(run([{ type: 'skip', at: 8 }], last).currentIndex).toBe(1);
    // With every other question answered there is nowhere to skip to.
    const allAnswered = run(
      [2, 4, 5].flatMap((n): QuizAction[] => [
        { type: 'goTo', index: n - 1, at: 10 + n },
        { type: 'answer', answer: singleChoice(n * 10 + 1), at: 10 + n },
      ]),
      sheet,
    );
    expect(nextUnanswered(allAnswered)).toBeNull();
    expect(run([{ type: 'skip', at: 20 }], allAnswered).currentIndex).toBe(allAnswered.currentIndex);
  });

  it('replaces the chosen option, and clearing leaves the question seen but unanswered', () => {
    const sheet = run(
      [
        { type: 'answer', answer: singleChoice(11), at: 1 },
        { type: 'answer', answer: singleChoice(12), at: 2 },
      ],
      loaded,
    );
    expect(sheet.selected).toEqual({ 101: singleChoice(12) });
    const cleared = run(
      [
        { type: 'clear', at: 3 },
        { type: 'next', at: 4 },
      ],
      sheet,
    );
    expect(cleared.selected).toEqual({});
    expect(questionStatus(cleared, 0)).toBe('seen');
  });

  it('toggles review marks, on answered and unanswered questions alike', () => {
    const sheet = run(
      [
        { type: 'toggleMark', at: 1 },
        { type: 'next', at: 2 },
        { type: 'answer', answer: singleChoice(21), at: 3 },
        { type: 'toggleMark', at: 4 },
      ],
      loaded,
    );
    expect(sheet.marked).toEqual({ 101: true, 102: true });
    expect(answerChange(sheet, 102, 5)).toMatchObject({ selectedOption: 21, markedForReview: true });
    expect(answerChange(sheet, 101, 5)).toMatchObject({ selectedOption: null, markedForReview: true });
    expect(run([{ type: 'toggleMark', at: 5 }], sheet).marked).toEqual({ 101: true });
  });

  it('counts time only while a question is on screen and the page is visible', () => {
    const sheet = run(
      [
        { type: 'next', at: 10_000 }, // 10 s on question 1
        { type: 'pause', at: 15_000 }, // 5 s on question 2, then the tab is hidden
        { type: 'resume', at: 75_000 }, // a minute away does not count
        { type: 'previous', at: 77_000 }, // 2 more seconds on question 2
      ],
      loaded,
    );
    expect(sheet.timeSpentMs).toEqual({ 101: 10_000, 102: 7000 });
    // The stretch on screen now counts when asked, without an action.
    expect(timeSpentOn(sheet, 101, 80_000)).toBe(13_000);
    expect(timeSpentOn(sheet, 102, 80_000)).toBe(7000);
    expect(finalAnswers(sheet, 80_000).map((answer) => answer.timeSpentMs)).toEqual([13_000, 7000, 0, 0, 0]);
  });

  it('counts the time before the first answer, after it, and on every revisit', () => {
    const sheet = run(
      [
        { type: 'answer', answer: singleChoice(11), at: 6000 }, // 6 s reading before answering
        { type: 'next', at: 9000 }, // 3 s more after answering
        { type: 'goTo', index: 0, at: 14_000 }, // 5 s on question 2, unanswered
        { type: 'next', at: 16_000 }, // a revisit of question 1: 2 s
        { type: 'pause', at: 20_000 }, // 4 s more on question 2
      ],
      loaded,
    );
    expect(finalAnswers(sheet, 99_000).map((answer) => answer.timeSpentMs)).toEqual([11_000, 9000, 0, 0, 0]);
  });

  it('sends at a pause only the times that grew since they were last sent', () => {
    const sheet = run(
      [
        { type: 'next', at: 4000 },
        { type: 'next', at: 7000 },
        { type: 'pause', at: 8000 },
      ],
      loaded,
    );
    expect(unsentTimes(sheet, { 101: 4000, 102: 1000 }, 9000)).toEqual([
      { questionId: 102, selectedOption: null, markedForReview: false, timeSpentMs: 3000 },
      { questionId: 103, selectedOption: null, markedForReview: false, timeSpentMs: 1000 },
    ]);
    expect(unsentTimes(sheet, { 101: 4000, 102: 3000, 103: 1000 }, 9000)).toEqual([]);
  });

  it('ignores a second pause and a resume while visible', () => {
    const sheet = run(
      [
        { type: 'pause', at: 1000 },
        { type: 'pause', at: 5000 },
        { type: 'resume', at: 6000 },
        { type: 'resume', at: 9000 },
      ],
      loaded,
    );
    expect(timeSpentOn(sheet, 101, 10_000)).toBe(1000 + 4000);
  });

  it('resets when the test changes, and keeps the sheet when the same test loads again', () => {
    const answered = run(
      [
        { type: 'answer', answer: singleChoice(11), at: 1 },
        { type: 'toggleMark', at: 2 },
        { type: 'next', at: 3 },
      ],
      loaded,
    );
    const sameTest = run([{ type: 'load', testId: 7, questionIds, at: 4 }], answered);
    expect(sameTest.selected).toEqual({ 101: singleChoice(11) });
    expect(sameTest.currentIndex).toBe(1);

    const otherTest = run([{ type: 'load', testId: 8, questionIds: [201, 202], at: 5 }], answered);
    expect(otherTest).toMatchObject({ testId: 8, currentIndex: 0, selected: {}, marked: {}, timeSpentMs: {} });
    expect(otherTest.visited).toEqual({ 201: true });
  });

  it('restores saved progress on load, on the question the learner was at', () => {
    const restored = progressOf(
      run(
        [
          { type: 'goTo', index: 3, at: 2000 },
          { type: 'answer', answer: singleChoice(41), at: 3000 },
        ],
        loaded,
      ),
      4000,
    );
    const sheet = run([{ type: 'load', testId: 7, questionIds, restored, at: 100_000 }]);
    expect(sheet.currentIndex).toBe(3);
    expect(sheet.selected).toEqual({ 104: singleChoice(41) });
    expect(sheet.timeSpentMs).toEqual({ 101: 2000, 104: 2000 });
    // The reload itself is not counted as time on the question.
    expect(timeSpentOn(sheet, 104, 101_000)).toBe(3000);
  });
});
