import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '@/i18n';
import { fieldMessages } from '@/test/schema';
import type { Profile } from '../api/schemas';
import { changePasswordSchema as changePasswordSchemaFor } from './change-password-schema';
import {
  type ProfileFormValues,
  profileFormSchema as profileFormSchemaFor,
  profileFormValues,
  profileFromStoredUser,
} from './profile-schema';

const english = i18n.getFixedT('en');
const profileFormSchema = profileFormSchemaFor(english);
const changePasswordSchema = changePasswordSchemaFor(english);

const profile: Profile = {
  basicDetails: { name: 'Asha Verma', email: 'asha@example.in', mobileNo: '9876543210', uniqueUserId: 'ASP-7KQ4M9X' },
  additionalInfo: { targetYear: '2026', optionalSubject: 'Sociology' },
  postal_address: {
    addressLine: '12 MG Road',
    landmark: '',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    alternateMobileNo: '',
  },
};

const valid = profileFormValues(profile);
const messagesFor = (changes: Partial<ProfileFormValues>) => fieldMessages(profileFormSchema, { ...valid, ...changes });

describe('profile edit schema', () => {
  it('starts from the profile, in the update payload’s field names', () => {
    expect(valid).toEqual({
      mobileNo: '9876543210',
      targetYear: '2026',
      addressLine: '12 MG Road',
      landmark: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      alternateMobileNo: '',
      optionalSubject: 'Sociology',
    });
    expect(messagesFor({})).toEqual({});
  });

  it('needs a 10-digit mobile number', () => {
    expect(messagesFor({ mobileNo: '' })).toEqual({ mobileNo: 'Please enter a valid 10-digit mobile number' });
    expect(messagesFor({ mobileNo: '12345' })).toEqual({ mobileNo: 'Please enter a valid 10-digit mobile number' });
  });

  it('takes the alternate mobile as optional, but 10 digits when given', () => {
    expect(messagesFor({ alternateMobileNo: '123' })).toEqual({
      alternateMobileNo: 'Please enter a valid 10-digit mobile number',
    });
    expect(messagesFor({ alternateMobileNo: '9123456780' })).toEqual({});
  });

  it('needs a 6-digit pincode', () => {
    expect(messagesFor({ pincode: '' })).toEqual({ pincode: 'Please enter a valid 6-digit pincode' });
    expect(messagesFor({ pincode: '4110011' })).toEqual({ pincode: 'Please enter a valid 6-digit pincode' });
    expect(messagesFor({ pincode: '000000' })).toEqual({ pincode: 'Pincode cannot start with 0' });
  });

  it('keeps a mobile typed with spaces, +91 or a leading 0 as its ten digits, and refuses what no mobile is', () => {
    const parsed = z.parse(profileFormSchema, {
      ...valid,
      mobileNo: '+91 98765 43210',
      alternateMobileNo: '091234 56780',
    });
    expect([parsed.mobileNo, parsed.alternateMobileNo]).toEqual(['9876543210', '9123456780']);
    expect(messagesFor({ mobileNo: '5123456789' })).toEqual({ mobileNo: 'Mobile number must start with 6, 7, 8 or 9' });
    expect(messagesFor({ alternateMobileNo: '7777777777' })).toEqual({
      alternateMobileNo: 'Mobile number cannot be the same digit ten times',
    });
  });

  it('needs address, city, state and a target year; landmark and optional subject may be empty', () => {
    expect(
      messagesFor({ addressLine: ' ', city: '', state: '', targetYear: '', landmark: '', optionalSubject: '' }),
    ).toEqual({
      addressLine: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      targetYear: 'Please select your target year',
    });
  });
});

describe('profileFromStoredUser', () => {
  it('reads the stored user object (login’s names) as a profile', () => {
    expect(
      profileFromStoredUser({
        name: 'Asha Verma',
        email: 'asha@example.in',
        unique_id: 'ASP-7KQ4M9X',
        mobile: '9876543210',
        alternate_mobile: '',
        target_year: 2026,
        optionalSubject: 'Sociology',
        postal_address: '12 MG Road',
        landmark: null,
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      }),
    ).toEqual(profile);
  });

  it('has nothing to show without a user or with an empty one', () => {
    expect(profileFromStoredUser(null)).toBeNull();
    expect(profileFromStoredUser({})).toBeNull();
  });
});

describe('change-password schema', () => {
  it('needs the current password and a new one of at least 8 characters', () => {
    expect(fieldMessages(changePasswordSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Current password is required.',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(fieldMessages(changePasswordSchema, { currentPassword: 'old', newPassword: 'longenough' })).toEqual({});
  });
});
