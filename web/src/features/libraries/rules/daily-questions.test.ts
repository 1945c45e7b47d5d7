import { describe, expect, it } from 'vitest';
import { splitDailyQuestions } from './daily-questions';

const day = (name: string, start: string, end: string) => ({ name, isDaily: true, start_date: start, end_date: end });
const monday = day('Monday', '2026-11-23T00:00:00+05:30', '2026-11-23T23:59:00+05:30');
const tuesday = day('Tuesday', '2026-11-24T00:00:00+05:30', '2026-11-24T23:59:00+05:30');
const wednesday = day('Wednesday', '2026-11-25T00:00:00+05:30', '2026-11-25T23:59:00+05:30');
const test = {
  name: 'Sectional test',
  isDaily: false,
  start_date: '2026-11-01T06:00:00Z',
  end_date: '2026-12-01T06:00:00Z',
};

describe('splitDailyQuestions', () => {
  it('shows the open question as today, earlier ones newest first, and the tests apart', () => {
    const split = splitDailyQuestions([wednesday, test, monday, tuesday], new Date('2026-11-24T12:00:00+05:30'));
    expect(split.today?.name).toBe('Tuesday');
    expect(split.next).toBeNull();
    expect(split.earlier.map((q) => q.name)).toEqual(['Monday']);
    expect(split.tests.map((q) => q.name)).toEqual(['Sectional test']);
  });

  it('counts the last minute of the window as open, and names the next question between two', () => {
    expect(splitDailyQuestions([monday], new Date('2026-11-23T23:59:00+05:30')).today?.name).toBe('Monday');
    const between = splitDailyQuestions([monday, tuesday], new Date('2026-11-23T23:59:30+05:30'));
    expect(between.today).toBeNull();
    expect(between.next?.name).toBe('Tuesday');
    expect(between.earlier.map((q) => q.name)).toEqual(['Monday']);
  });

  it('keeps future questions out of the earlier list', () => {
    const split = splitDailyQuestions([monday, tuesday, wednesday], new Date('2026-11-22T10:00:00+05:30'));
    expect(split.earlier).toEqual([]);
    expect(split.next?.name).toBe('Monday');
  });
});
