import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/test/schema';
import { loginSchema } from './login-schema';

describe('login schema', () => {
  it('needs the e-mail and the password', () => {
    expect(fieldMessages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('takes any non-empty password (no length rule at login)', () => {
    expect(fieldMessages(loginSchema, { email: 'asha@example.in', password: 'x' })).toEqual({});
  });
});
