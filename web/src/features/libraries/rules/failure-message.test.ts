import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { actionFailureMessage, listFailureMessage, saidBySessionExpiry } from './failure-message';

describe('listFailureMessage', () => {
  it('asks to log in on 401 and 403', () => {
    expect(listFailureMessage(new ApiError(401, 'x'), 'Failed')).toBe('Please login to view this content');
    expect(listFailureMessage(new ApiError(403, 'x'), 'Failed')).toBe('Please login to view this content');
  });

  it('passes on what the server says was not found, else the page’s message', () => {
    expect(listFailureMessage(new ApiError(404, 'Subscription not found'), 'Failed')).toBe('Subscription not found');
    expect(listFailureMessage(new ApiError(500, 'boom'), 'Failed to fetch notes library')).toBe(
      'Failed to fetch notes library',
    );
    expect(listFailureMessage(new TypeError('offline'), 'Failed to fetch notes library')).toBe(
      'Failed to fetch notes library',
    );
  });
});

describe('actionFailureMessage', () => {
  it('gives the server’s reason for a refusal, a field’s message first', () => {
    expect(actionFailureMessage(new ApiError(403, 'The explanation opens after you submit the test.'), 'x')).toBe(
      'The explanation opens after you submit the test.',
    );
    expect(
      actionFailureMessage(
        new ApiError(400, 'Please fix the errors', { answerPDFAttachment: 'Only PDF files are allowed' }),
        'x',
      ),
    ).toBe('Only PDF files are allowed');
  });

  it('falls back to the fixed try-again message for server and network failures', () => {
    expect(actionFailureMessage(new ApiError(502, 'Bad gateway'), 'Failed to upload answer sheet')).toBe(
      'Failed to upload answer sheet',
    );
    expect(actionFailureMessage(new TypeError('Network request failed'), 'Failed to upload answer sheet')).toBe(
      'Failed to upload answer sheet',
    );
  });
});

describe('saidBySessionExpiry', () => {
  it('leaves to the sign-in dialog only a 401 that ended the session', () => {
    expect(saidBySessionExpiry(new ApiError(401, 'x', undefined, { sessionExpired: true }))).toBe(true);
    // A visitor's 401 (no session) is the call's own answer: 'You must be logged in to upload answers'.
    expect(saidBySessionExpiry(new ApiError(401, 'You must be logged in to upload answers'))).toBe(false);
    expect(saidBySessionExpiry(new ApiError(403, 'x'))).toBe(false);
    expect(saidBySessionExpiry(new TypeError('offline'))).toBe(false);
  });
});
