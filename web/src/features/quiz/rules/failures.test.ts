import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attemptedFailure, isUnreadableAnswer, rankingsFailure, submitFailure } from './failures';

const unreadable = new ApiError(200, 'The server sent an answer this page cannot read.');

describe('failure texts', () => {
  it('tells an unreadable answer from a failed call', () => {
    expect(isUnreadableAnswer(unreadable)).toBe(true);
    expect(isUnreadableAnswer(new ApiError(500, 'Request failed (500)'))).toBe(false);
    expect(isUnreadableAnswer(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('says an unknown test or an answer without rankings has no ranking data', () => {
    expect(rankingsFailure(new ApiError(404, 'Test not found.'))).toEqual({
      message: 'No ranking data available',
      noData: true,
    });
    expect(rankingsFailure(unreadable).message).toBe('No ranking data available');
    expect(rankingsFailure(new ApiError(500, 'Request failed (500)'))).toEqual({
      message: 'Failed to fetch rankings. Please try again later.',
      noData: false,
    });
    expect(rankingsFailure(new TypeError('Failed to fetch')).noData).toBe(false);
  });

  it('says in the server’s words when the rankings of a test still open will be published', () => {
    const held = 'Rankings will be published when the test closes at 26 Nov 2026, 12:00 PM IST.';
    expect(rankingsFailure(new ApiError(409, held))).toEqual({ message: held, noData: true });
  });

  it('words a failed attempted call and an unreadable one apart', () => {
    expect(attemptedFailure(new ApiError(500, 'Request failed (500)'))).toBe(
      'An error occurred while fetching your attempted test data',
    );
    expect(attemptedFailure(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while fetching your attempted test data',
    );
    expect(attemptedFailure(unreadable)).toBe('Failed to fetch attempted test data');
  });

  it('shows the server’s reason for a refused submit, and fixed texts otherwise', () => {
    expect(submitFailure(new ApiError(400, 'You have exceeded your test taking limit'))).toBe(
      'You have exceeded your test taking limit',
    );
    expect(submitFailure(new ApiError(500, 'Request failed (500)'))).toBe('Error submitting test results');
    expect(submitFailure(new ApiError(503, 'Unavailable'))).toBe('Error submitting test results');
    expect(submitFailure(new TypeError('Failed to fetch'))).toBe('There was an issue submitting your test.');
  });
});
