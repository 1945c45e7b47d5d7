import { describe, expect, it } from 'vitest';
import {
  attemptKeyFor,
  forgetAttempt,
  readStoredAttempt,
  restoreSheet,
  storeAttempt,
  storedAttemptSecondsLeft,
  storeSheet,
} from './attempt-storage';
import { emptyQueue, enqueue, restoreQueue, storeQueue } from './save-queue';
import { singleChoice } from './answer-value';

const progress = {
  currentIndex: 2,
  selected: { 11: singleChoice(111) },
  marked: { 12: true as const },
  visited: { 11: true as const },
  timeSpentMs: { 11: 4000 },
};

describe('attempt storage', () => {
  it('makes one attempt key per test and keeps it for the retries', () => {
    const key = attemptKeyFor(5);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKeyFor(5)).toBe(key);
    expect(attemptKeyFor(6)).not.toBe(key);
  });

  it('tells the time left of the stored attempt by the server’s clock', () => {
    const deviceNow = Date.parse('2027-03-01T10:00:00Z');
    // The device runs 60 s behind the server: 10 minutes to the deadline by the server are 9 here.
    storeAttempt(5, { attemptKey: 'k', attemptId: 9, deadline: '2027-03-01T10:10:00Z', clockOffsetMs: 60_000 });
    expect(storedAttemptSecondsLeft(5, deviceNow)).toBe(9 * 60);
    expect(storedAttemptSecondsLeft(5, deviceNow + 9 * 60_000)).toBeNull();
    expect(storedAttemptSecondsLeft(6, deviceNow)).toBeNull();
  });

  it('gives back the sheet of the same attempt only', () => {
    storeSheet(5, 9, progress);
    expect(restoreSheet(5, 9)).toEqual(progress);
    expect(restoreSheet(5, 10)).toBeNull();
  });

  it('reads a sheet stored before answers had kinds: a bare option id is a single-choice answer', () => {
    storeSheet(5, 9, progress);
    const key = Object.keys(sessionStorage).find((name) => sessionStorage.getItem(name)?.includes('"attemptId":9'));
    expect(key).toBeDefined();
    sessionStorage.setItem(
      key ?? '',
      JSON.stringify({ attemptId: 9, progress: { ...progress, selected: { 11: 111 } } }),
    );
    expect(restoreSheet(5, 9)).toEqual(progress);
  });

  it('forgets the key, the sheet and the queue after a submit', () => {
    storeAttempt(5, { attemptKey: 'k', attemptId: 9 });
    storeSheet(5, 9, progress);
    storeQueue(
      5,
      enqueue(emptyQueue(9), { questionId: 11, selectedOption: 111, markedForReview: false, timeSpentMs: 1 }),
    );
    forgetAttempt(5);
    expect(readStoredAttempt(5)).toBeNull();
    expect(restoreSheet(5, 9)).toBeNull();
    expect(restoreQueue(5, 9).items).toEqual([]);
    expect(attemptKeyFor(5)).not.toBe('k');
  });
});
