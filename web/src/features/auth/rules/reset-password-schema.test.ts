import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fieldMessages } from '@/test/schema';
import { resetPasswordSchema as resetPasswordSchemaFor } from './reset-password-schema';

const resetPasswordSchema = resetPasswordSchemaFor(i18n.getFixedT('en'));

describe('reset-password schema', () => {
  it('needs both fields', () => {
    expect(fieldMessages(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('needs at least 8 characters', () => {
    expect(fieldMessages(resetPasswordSchema, { password: 'short77', confirmPassword: 'short77' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(fieldMessages(resetPasswordSchema, { password: 'eight888', confirmPassword: 'eight888' })).toEqual({});
  });

  it('needs the two to match', () => {
    expect(fieldMessages(resetPasswordSchema, { password: 'longenough', confirmPassword: 'longenougH' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
