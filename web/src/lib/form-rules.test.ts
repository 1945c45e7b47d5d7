import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '@/i18n';
import { fieldMessages } from '@/test/schema';
import {
  currentYearInIndia,
  indianMobile,
  indianPincode,
  mobileMessages,
  normalizeMobile,
  targetYear,
} from './form-rules';

// docs/product.md, "Mobile numbers, PIN codes and target years"; the server's cases are in
// internal/accounts/rules_test.go.
const english = i18n.getFixedT('en');

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    [' 98765-43210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('reads %j as its ten digits', (typed, digits) => {
    expect(normalizeMobile(typed)).toBe(digits);
  });

  it.each(['98765', '98765-0123', '+1 202 555 0100', '+44 7911 123456', '98765 4321O', '९८७६५४३२१०'])(
    'leaves %j as typed, for the rule to refuse',
    (typed) => {
      expect(normalizeMobile(typed)).toBe(typed.trim());
    },
  );
});

describe('indianMobile', () => {
  const schema = z.object({
    mobile: indianMobile(mobileMessages('Mobile number', 'Mobile number is required.', english)),
  });
  const optional = z.object({ alternate: indianMobile(mobileMessages('Alternate mobile', undefined, english)) });

  it('hands on the ten digits', () => {
    expect(z.parse(schema, { mobile: '+91 98765 43210' })).toEqual({ mobile: '9876543210' });
    expect(z.parse(optional, { alternate: ' ' })).toEqual({ alternate: '' });
  });

  it('says which part of the rule a number breaks', () => {
    expect(fieldMessages(schema, { mobile: '' })).toEqual({ mobile: 'Mobile number is required.' });
    expect(fieldMessages(schema, { mobile: '12345' })).toEqual({ mobile: 'Mobile number must be 10 digits.' });
    expect(fieldMessages(schema, { mobile: '5876543210' })).toEqual({
      mobile: 'Mobile number must start with 6, 7, 8 or 9.',
    });
    expect(fieldMessages(schema, { mobile: '+91 12345 67890' })).toEqual({
      mobile: 'Mobile number must start with 6, 7, 8 or 9.',
    });
    expect(fieldMessages(schema, { mobile: '9999999999' })).toEqual({
      mobile: 'Mobile number cannot be the same digit ten times.',
    });
    expect(fieldMessages(optional, { alternate: '' })).toEqual({});
    expect(fieldMessages(optional, { alternate: '6666666666' })).toEqual({
      alternate: 'Alternate mobile cannot be the same digit ten times.',
    });
  });
});

describe('indianPincode', () => {
  const schema = z.object({
    pincode: indianPincode({ required: 'Required.', notSixDigits: 'Six digits.', zeroZone: 'Not 0.' }),
  });
  it('takes six digits starting 1 to 9', () => {
    expect(fieldMessages(schema, { pincode: '411001' })).toEqual({});
    expect(fieldMessages(schema, { pincode: '' })).toEqual({ pincode: 'Required.' });
    expect(fieldMessages(schema, { pincode: '41100' })).toEqual({ pincode: 'Six digits.' });
    expect(fieldMessages(schema, { pincode: '000000' })).toEqual({ pincode: 'Not 0.' });
    expect(fieldMessages(schema, { pincode: '011001' })).toEqual({ pincode: 'Not 0.' });
  });
});

describe('targetYear', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const schema = z.object({ year: targetYear({ required: 'Required.', notFourDigits: 'Four digits.' }, english) });

  it('counts the year in India: on 1 January there, the old year is past', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T18:00:00Z')); // 23:30 on 31 December in India
    expect(currentYearInIndia()).toBe(2026);
    expect(fieldMessages(schema, { year: '2026' })).toEqual({});
    expect(fieldMessages(schema, { year: '2025' })).toEqual({ year: 'Target year cannot be before 2026.' });
    vi.setSystemTime(new Date('2026-12-31T19:00:00Z')); // 00:30 on 1 January 2027 in India
    expect(fieldMessages(schema, { year: '2026' })).toEqual({ year: 'Target year cannot be before 2027.' });
    expect(fieldMessages(schema, { year: '2027' })).toEqual({});
    expect(fieldMessages(schema, { year: '' })).toEqual({ year: 'Required.' });
    expect(fieldMessages(schema, { year: '27' })).toEqual({ year: 'Four digits.' });
  });
});
