import { describe, expect, it } from 'vitest';
import { intlLocale } from './languages';
import { formatDate, formatDateTime, formatLongDate } from './format';

// docs/product.md, "Display": India's time, a 12-hour clock; in Hindi the month written out and the
// part of the day before the time, as a Hindi writer puts it.
describe('dates in the interface language', () => {
  it('writes a Hindi date and time with the month in full and the part of the day', () => {
    expect(formatDateTime('2026-11-29T04:22:00Z', 'hi-IN')).toBe('29 नवंबर 2026, सुबह 9:52');
    expect(formatDateTime('2026-11-29T06:30:00Z', 'hi-IN')).toBe('29 नवंबर 2026, दोपहर 12:00');
    expect(formatDateTime('2026-11-29T10:15:00Z', 'hi-IN')).toBe('29 नवंबर 2026, दोपहर 3:45');
    expect(formatDateTime('2026-11-29T12:30:00Z', 'hi-IN')).toBe('29 नवंबर 2026, शाम 6:00');
    expect(formatDateTime('2026-11-29T15:00:00Z', 'hi-IN')).toBe('29 नवंबर 2026, रात 8:30');
  });

  it('writes a Marathi date from the registry, as the server does, with Latin digits', () => {
    const mr = intlLocale('mr');
    expect(formatDateTime('2026-11-29T04:22:00Z', mr)).toBe('29 नोव्हेंबर 2026, सकाळी 9:52');
    expect(formatDateTime('2026-11-29T23:10:00Z', mr)).toBe('30 नोव्हेंबर 2026, पहाटे 4:40');
    expect(formatDateTime('2026-11-29T13:00:00Z', mr)).toBe('29 नोव्हेंबर 2026, संध्याकाळी 6:30');
    expect(formatDate('2026-11-29T04:22:00Z', mr)).toBe('29 नोव्हेंबर 2026');
  });

  it('takes the day and the hour from India, whatever the instant is in UTC', () => {
    // 18:30 UTC on the 28th is midnight in India on the 29th; 22:05 UTC is 3:35 in the night.
    expect(formatDateTime(new Date('2026-11-28T18:30:00Z'), 'hi-IN')).toBe('29 नवंबर 2026, रात 12:00');
    expect(formatDateTime('2026-11-28T22:05:00Z', 'hi-IN')).toBe('29 नवंबर 2026, रात 3:35');
    expect(formatDateTime('2026-11-28T22:30:00Z', 'hi-IN')).toBe('29 नवंबर 2026, सुबह 4:00');
  });

  it('keeps English short, with am and pm', () => {
    expect(formatDateTime('2026-11-29T04:22:00Z', 'en-IN')).toBe('29 Nov 2026, 9:52 am');
    expect(formatDate('2026-11-29T04:22:00Z', 'en-IN')).toBe('29 Nov 2026');
  });

  it('writes the month out in a Hindi date, and in either language when asked', () => {
    expect(formatDate('2026-11-28T18:30:00Z', 'hi-IN')).toBe('29 नवंबर 2026');
    expect(formatLongDate('2027-05-31T10:00:00Z', 'en-IN')).toBe('31 May 2027');
    expect(formatLongDate('2027-09-01T10:00:00Z', 'hi-IN')).toBe('1 सितंबर 2027');
  });
});
