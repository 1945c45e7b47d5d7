import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatAttemptDate, formatMarks, formatPercent, formatScore, formatTimeSpent } from './format';

describe('quiz formats in Hindi', () => {
  const hindi = i18n.getFixedT('hi');
  // Hindi's texts load on demand: in a shared worker another file may or may not have done so.
  beforeAll(() => i18n.loadLanguages('hi'));

  it('writes time spent with Hindi units', () => {
    expect(formatTimeSpent(12_400, hindi)).toBe('12 सेकं');
    expect(formatTimeSpent(245_000, hindi)).toBe('4 मि 05 सेकं');
    expect(formatTimeSpent(3_720_000, hindi)).toBe('1 घं 02 मि');
  });

  it('writes dates in hi-IN in India time, and numbers with Indian grouping', () => {
    expect(formatAttemptDate('2027-03-01T09:35:00Z', 'hi-IN')).toBe('1 मार्च 2027, दोपहर 3:05');
    expect(formatAttemptDate('never', 'hi-IN')).toBe('');
    expect(formatScore(123456.5, 'hi-IN')).toBe('1,23,456.50');
    expect(formatScore(-0.66, 'hi-IN')).toBe('-0.66');
    expect(formatMarks(0.666, 'hi-IN')).toBe('0.67');
    expect(formatPercent(66.67, 'hi-IN')).toBe('66.7%');
  });
});
