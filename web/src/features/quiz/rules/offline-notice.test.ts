import { describe, expect, it } from 'vitest';
import { enqueue, emptyQueue, pendingChoices } from './save-queue';
import { formatClockTime, offlineNotice } from './offline-notice';

const deadline = '2026-11-29T05:00:00Z'; // 10:30:00 in India
const answersDueBy = '2026-11-29T05:00:30Z';
const at = (iso: string) => Date.parse(iso);

describe('offlineNotice', () => {
  it('promises a practice attempt that answers chosen in time count whenever they arrive', () => {
    expect(offlineNotice({ ranked: false, deadline, serverNowMs: at(deadline) + 60_000, pendingChoices: 2 })).toEqual({
      kind: 'practice',
    });
  });

  it('says by when to reconnect on a ranked attempt near its deadline, and after it', () => {
    const ranked = { ranked: true, answersDueBy, deadline, pendingChoices: 2 };
    expect(offlineNotice({ ...ranked, serverNowMs: at(deadline) - 6 * 60_000 })).toEqual({ kind: 'waiting' });
    expect(offlineNotice({ ...ranked, serverNowMs: at(deadline) - 4 * 60_000 })).toEqual({
      kind: 'reconnectBy',
      dueBy: answersDueBy,
      count: 2,
    });
    expect(offlineNotice({ ...ranked, serverNowMs: at(deadline) + 10_000 }).kind).toBe('reconnectBy');
    expect(offlineNotice({ ...ranked, serverNowMs: at(answersDueBy) + 1 })).toEqual({
      kind: 'tooLate',
      dueBy: answersDueBy,
      count: 2,
    });
    expect(offlineNotice({ ...ranked, pendingChoices: 0, serverNowMs: at(answersDueBy) + 1 })).toEqual({
      kind: 'waiting',
    });
  });

  it('promises nothing when an older server does not say whether the attempt is ranked', () => {
    expect(offlineNotice({ deadline, serverNowMs: at(deadline), pendingChoices: 1 })).toEqual({ kind: 'waiting' });
  });
});

describe('formatClockTime', () => {
  it('writes the time to the second in India, in English and Hindi', () => {
    expect(formatClockTime(answersDueBy, 'en-IN')).toBe('10:30:30 am');
    expect(formatClockTime(answersDueBy, 'hi-IN')).toBe('सुबह 10:30:30');
  });
});

describe('pendingChoices', () => {
  it('counts the questions whose choice waits, not marks or times', () => {
    const change = { questionId: 1, selectedOption: 11, markedForReview: false, timeSpentMs: 10 };
    let queue = enqueue(emptyQueue(7), change, true);
    queue = enqueue(queue, { ...change, markedForReview: true }); // a mark after the choice keeps it a choice
    queue = enqueue(queue, { ...change, questionId: 2, selectedOption: null, timeSpentMs: 5 });
    expect(pendingChoices(queue)).toBe(1);
  });
});
