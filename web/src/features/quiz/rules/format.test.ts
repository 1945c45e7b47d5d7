import { describe, expect, it } from 'vitest';
import { formatAttemptDate, formatMark, formatMarks, formatScore, formatTimeSpent, optionLetter } from './format';

describe('quiz formats', () => {
  it('shows the marking scheme with signs and two decimals', () => {
    expect(formatMark(2, 'gain')).toBe('+2.00');
    expect(formatMark(0.66, 'loss')).toBe('-0.66');
    expect(formatMark(0, 'loss')).toBe('0.00');
    expect(formatScore(-0.66)).toBe('-0.66');
    expect(formatScore(12)).toBe('12.00');
    expect(formatMarks(20)).toBe('20');
    expect(formatMarks(0.666)).toBe('0.67');
  });

  it('writes time spent compactly', () => {
    expect(formatTimeSpent(0)).toBe('0s');
    expect(formatTimeSpent(12_400)).toBe('12s');
    expect(formatTimeSpent(245_000)).toBe('4m 05s');
    expect(formatTimeSpent(3_720_000)).toBe('1h 02m');
  });

  it('writes dates in en-IN with a 12-hour clock', () => {
    const text = formatAttemptDate('2027-03-01T09:35:00Z');
    expect(text).toMatch(/Mar/);
    expect(text).toMatch(/2027/);
    expect(text).toMatch(/(am|pm)/i);
    expect(formatAttemptDate('never')).toBe('');
  });

  it('letters options a to d', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['a', 'b', 'c', 'd']);
  });
});
