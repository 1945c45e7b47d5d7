import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProgress, finalAnswers, type QuizSheet } from '../rules/quiz-sheet';
import { useQuizSheet } from './use-quiz-sheet';
import { singleChoice } from '../rules/answer-value';

// docs/product.md, "Time per question": the time a question is on screen, answered or not, on
// every visit, paused while the page is hidden; the questions' times add up to the time on screen.

const questionIds = [11, 12, 13];
const START = Date.UTC(2027, 4, 20, 4, 30);
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The fake clock moves on by `ms`. */
function wait(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  sessionStorage.clear();
});

afterEach(() => {
  // Back to the Document prototype's own property.
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  sessionStorage.clear();
});

function mount(options: { stopped?: boolean; onHidden?: (sheet: QuizSheet, at: number) => void } = {}) {
  return renderHook((props: { stopped?: boolean }) =>
    useQuizSheet({ testId: 7, attemptId: 70, questionIds, restored: emptyProgress, ...options, ...props }),
  );
}

const times = (sheet: QuizSheet) => finalAnswers(sheet, Date.now()).map((answer) => answer.timeSpentMs);

describe('time per question', () => {
  it('counts the time on screen before the first answer and on revisits, and not while hidden', () => {
    const onHidden = vi.fn();
    const { result } = mount({ onHidden });

    wait(5000); // reading question 1 before answering it
    act(() => void result.current.apply({ type: 'answer', answer: singleChoice(111) }));
    wait(3000);
    act(() => void result.current.apply({ type: 'next' }));
    wait(4000);
    act(() => setVisibility('hidden'));
    expect(onHidden).toHaveBeenCalledTimes(1);
    expect(times(onHidden.mock.calls[0]?.[0] as QuizSheet)).toEqual([8000, 4000, 0]);

    wait(60_000); // another tab: not counted
    act(() => setVisibility('visible'));
    wait(2000);
    act(() => void result.current.apply({ type: 'previous' })); // back to question 1
    wait(3000);

    expect(times(result.current.sheetRef.current)).toEqual([11_000, 6000, 0]);
    // The questions' times add up to the time the test was on screen: 77 s less the minute away.
    const total = times(result.current.sheetRef.current).reduce((sum, ms) => sum + ms, 0);
    expect(total).toBe(Date.now() - START - 60_000);
  });

  it('starts paused in a hidden tab', () => {
    visibility = 'hidden';
    const { result } = mount();
    wait(10_000);
    act(() => setVisibility('visible'));
    wait(2000);
    expect(times(result.current.sheetRef.current)).toEqual([2000, 0, 0]);
  });

  it('stays stopped once time is up, whatever the page does', () => {
    const onHidden = vi.fn();
    const { result, rerender } = mount({ onHidden });
    wait(1000);
    rerender({ stopped: true });
    act(() => void result.current.apply({ type: 'pause' }));
    act(() => setVisibility('hidden'));
    wait(30_000);
    act(() => setVisibility('visible'));
    wait(30_000);
    expect(times(result.current.sheetRef.current)).toEqual([1000, 0, 0]);
    // At time-up the submit carries the sheet: hiding the page saves nothing separately.
    expect(onHidden).not.toHaveBeenCalled();
  });
});
