import { describe, expect, it } from 'vitest';
import {
  isRunningState,
  paperPath,
  positiveId,
  rankingsPath,
  reviewPath,
  RUNNING_STATE,
  testNavigationState,
} from './paths';

describe('quiz paths', () => {
  it('builds the addresses', () => {
    expect(reviewPath('gs-01', 12)).toBe('/quiz/gs-01/review/12');
    expect(paperPath('gs-01', 12)).toBe('/quiz/gs-01/paper/12');
    expect(rankingsPath(3, 'gs-01')).toBe('/check-ranking?testId=3&slug=gs-01');
    expect(rankingsPath(3)).toBe('/check-ranking?testId=3');
  });

  it('reads ids from the query string or navigation state', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId(12)).toBe(12);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('12abc')).toBeNull();
    expect(positiveId(null)).toBeNull();
    expect(testNavigationState({ testId: 4, testName: 'GS 01' })).toEqual({ testId: 4, testName: 'GS 01' });
    expect(testNavigationState('junk')).toEqual({});
  });

  it('recognises the running-test history state', () => {
    expect(isRunningState(RUNNING_STATE)).toBe(true);
    expect(isRunningState(null)).toBe(false);
    expect(isRunningState({ quizRunning: 'yes' })).toBe(false);
  });
});
