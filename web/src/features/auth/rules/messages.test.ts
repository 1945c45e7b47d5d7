import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { loginFailureMessage as loginFailureMessageIn } from './messages';

const loginFailureMessage = (error: unknown) => loginFailureMessageIn(error, i18n.getFixedT('en'));

describe('loginFailureMessage', () => {
  it('says the fixed message for wrong credentials and network failures', () => {
    expect(loginFailureMessage(new ApiError(401, 'Invalid email or password.'))).toBe(
      'Invalid credentials or network error.',
    );
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe('Invalid credentials or network error.');
  });

  it('passes on the server’s message when the learner must wait or cannot log in at all', () => {
    expect(loginFailureMessage(new ApiError(429, 'Too many attempts. Please try again in 15 minutes.'))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(loginFailureMessage(new ApiError(403, 'This account has been disabled. Please contact support.'))).toBe(
      'This account has been disabled. Please contact support.',
    );
  });
});
