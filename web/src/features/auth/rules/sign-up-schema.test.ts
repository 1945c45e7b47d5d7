import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '@/i18n';
import { currentYearInIndia } from '@/lib/form-rules';
import { fieldMessages } from '@/test/schema';
import { emptySignUp, type SignUpValues, signUpSchema as signUpSchemaFor, startingTargetYear } from './sign-up-schema';

const signUpSchema = signUpSchemaFor(i18n.getFixedT('en'));

const valid: SignUpValues = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  password: 'secret1',
  confirmPassword: 'secret1',
  target_year: '2026',
  postal_address: '12 MG Road',
  landmark: 'Near the park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  mobile: '9876543210',
  alternate_mobile: '',
  optionalSubject: '',
};

const messagesFor = (changes: Partial<SignUpValues>) => fieldMessages(signUpSchema, { ...valid, ...changes });

describe('sign-up schema', () => {
  it('accepts a complete form, trimming text but not the password', () => {
    const parsed = z.parse(signUpSchema, {
      ...valid,
      name: '  Asha Verma ',
      password: ' secret1',
      confirmPassword: ' secret1',
    });
    expect(parsed.name).toBe('Asha Verma');
    expect(parsed.password).toBe(' secret1');
  });

  it('gives every required field its own message on an empty form', () => {
    expect(fieldMessages(signUpSchema, { ...emptySignUp, target_year: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
      target_year: 'Target year is required.',
      postal_address: 'Postal address is required.',
      landmark: 'Landmark is required.',
      city: 'City is required.',
      state: 'State is required.',
      pincode: 'Pincode is required.',
      mobile: 'Mobile number is required.',
    });
  });

  it('starts with the target year 2026 and leaves the optional fields empty', () => {
    expect(emptySignUp.target_year).toBe(startingTargetYear());
    expect(fieldMessages(signUpSchema, { ...valid, alternate_mobile: '', optionalSubject: '' })).toEqual({});
  });

  it('counts spaces alone as empty', () => {
    expect(messagesFor({ name: '   ', city: ' ' })).toEqual({ name: 'Name is required.', city: 'City is required.' });
  });

  it('checks the e-mail format', () => {
    expect(messagesFor({ email: 'asha@' })).toEqual({ email: 'Invalid email format.' });
    expect(messagesFor({ email: 'asha.example.in' })).toEqual({ email: 'Invalid email format.' });
  });

  it('needs a password of at least 6 characters, confirmed', () => {
    expect(messagesFor({ password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      password: 'Password must be at least 6 characters.',
    });
    expect(messagesFor({ confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(messagesFor({ confirmPassword: '' })).toEqual({ confirmPassword: 'Confirm password is required.' });
  });

  it('needs digits of the right length for target year, pincode and mobile numbers', () => {
    expect(messagesFor({ target_year: '26' })).toEqual({ target_year: 'Target year must be 4 digits.' });
    expect(messagesFor({ target_year: '20x6' })).toEqual({ target_year: 'Target year must be 4 digits.' });
    expect(messagesFor({ pincode: '41100' })).toEqual({ pincode: 'Pincode must be 6 digits.' });
    expect(messagesFor({ mobile: '12345' })).toEqual({ mobile: 'Mobile number must be 10 digits.' });
    expect(messagesFor({ alternate_mobile: '12345' })).toEqual({
      alternate_mobile: 'Alternate mobile must be 10 digits.',
    });
    expect(messagesFor({ alternate_mobile: '9123456780' })).toEqual({});
  });

  it('takes a mobile typed with spaces, +91 or a leading 0, and sends its ten digits', () => {
    for (const typed of ['98765 43210', '+91 98765 43210', '098765 43210']) {
      expect(messagesFor({ mobile: typed })).toEqual({});
      expect(z.parse(signUpSchema, { ...valid, mobile: typed, alternate_mobile: typed }).mobile).toBe('9876543210');
    }
  });

  it('refuses a number no Indian mobile has, a PIN code that cannot exist and a past target year', () => {
    expect(messagesFor({ mobile: '5876543210' })).toEqual({ mobile: 'Mobile number must start with 6, 7, 8 or 9.' });
    expect(messagesFor({ mobile: '9999999999' })).toEqual({
      mobile: 'Mobile number cannot be the same digit ten times.',
    });
    expect(messagesFor({ alternate_mobile: '4444444444' })).toEqual({
      alternate_mobile: 'Alternate mobile must start with 6, 7, 8 or 9.',
    });
    expect(messagesFor({ pincode: '000000' })).toEqual({ pincode: 'Pincode cannot start with 0.' });
    const lastYear = String(currentYearInIndia() - 1);
    expect(messagesFor({ target_year: lastYear })).toEqual({
      target_year: `Target year cannot be before ${currentYearInIndia()}.`,
    });
  });

  it('starts at 2026, or at the current year once 2026 is past', () => {
    expect(startingTargetYear(new Date('2026-06-01T00:00:00Z'))).toBe('2026');
    expect(startingTargetYear(new Date('2027-03-01T00:00:00Z'))).toBe('2027');
  });
});

describe('sign-up schema in Hindi', () => {
  it('says each message as a whole Hindi sentence, the field named inside it', async () => {
    // Hindi's texts load on demand, and the schema writes its messages when it is made: load
    // them first (in a shared worker another file may or may not have done so).
    await i18n.loadLanguages('hi');
    const hindi = signUpSchemaFor(i18n.getFixedT('hi'));
    expect(fieldMessages(hindi, { ...valid, mobile: '', alternate_mobile: '9999999999', pincode: '000000' })).toEqual({
      mobile: 'मोबाइल नंबर आवश्यक है।',
      alternate_mobile: 'अन्य मोबाइल नंबर में सभी दस अंक एक जैसे नहीं हो सकते।',
      pincode: 'पिनकोड 0 से शुरू नहीं हो सकता।',
    });
    expect(fieldMessages(hindi, { ...valid, target_year: String(currentYearInIndia() - 1) })).toEqual({
      target_year: `लक्ष्य वर्ष ${currentYearInIndia()} से पहले का नहीं हो सकता।`,
    });
  });
});
