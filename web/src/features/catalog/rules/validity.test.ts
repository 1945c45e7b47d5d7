import { describe, expect, it } from 'vitest';
import { expiredText, formatDay, NO_END_TEXT, validityBeforeBuying, validUntilText } from './validity';

describe('validity', () => {
  it('says what a subscription promises before it is bought', () => {
    expect(validityBeforeBuying({ validityDays: 365, validUntil: null })).toBe('Access for 365 days');
    expect(validityBeforeBuying({ validityDays: 1, validUntil: undefined })).toBe('Access for 1 day');
    expect(validityBeforeBuying({ validityDays: null, validUntil: '2027-05-31T12:00:00Z' })).toBe(
      'Valid until 31 May 2027',
    );
    expect(validityBeforeBuying({ validityDays: 540, validUntil: '2027-05-31T12:00:00Z' })).toBe(
      'Access for 540 days, until 31 May 2027 at the latest',
    );
    expect(validityBeforeBuying({ validityDays: null, validUntil: null })).toBe(NO_END_TEXT);
  });

  it('counts days in India’s calendar', () => {
    // 31 May, 23:59 in India is still 31 May there, though it is 18:29 UTC.
    expect(formatDay('2027-05-31T18:29:00Z')).toBe('31 May 2027');
    expect(formatDay('2027-05-31T18:31:00Z')).toBe('1 June 2027');
    expect(formatDay('not a date')).toBeNull();
    expect(formatDay(null)).toBeNull();
  });

  it('says until when the learner’s access runs, and when it ended', () => {
    expect(validUntilText('2027-11-25T10:00:00Z')).toBe('Valid until 25 November 2027');
    expect(validUntilText(null)).toBe(NO_END_TEXT);
    expect(expiredText('2026-01-03T10:00:00Z')).toBe('Expired on 3 January 2026');
    expect(expiredText(null)).toBe('Expired');
  });
});
