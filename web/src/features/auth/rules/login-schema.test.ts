import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fieldMessages } from '@/test/schema';
import { loginSchema as loginSchemaFor } from './login-schema';

const loginSchema = loginSchemaFor(i18n.getFixedT('en'));

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
