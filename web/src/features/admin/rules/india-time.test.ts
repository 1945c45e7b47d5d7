import { describe, expect, it } from 'vitest';
import { dailySeries, totals } from './dashboard';
import { formatDateTime, indiaDays, toIndiaInput } from './india-time';
import { diffRows } from './json-diff';

describe('India time', () => {
  it('shows UTC instants as India time for datetime-local inputs', () => {
    expect(toIndiaInput('2026-11-22T15:38:01.79Z')).toBe('2026-11-22T21:08');
    expect(toIndiaInput('2026-10-28T00:30:00Z')).toBe('2026-10-28T06:00');
    expect(toIndiaInput(null)).toBe('');
    expect(toIndiaInput('not a date')).toBe('');
  });

  it('formats times for people in en-IN, India time', () => {
    expect(formatDateTime('2026-11-22T15:38:00Z')).toBe('22 Nov 2026, 9:08 pm');
  });

  it('counts calendar days from the dashboard’s start (India midnight)', () => {
    expect(indiaDays('2026-10-23T18:30:00Z', 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });
});

describe('dashboard series', () => {
  it('fills the quiet days with zeros and totals the period', () => {
    const series = dailySeries('2026-11-19T18:30:00Z', 3, [{ day: '2026-11-21', count: 2, amount: 6998 }]);
    expect(series).toEqual([
      { day: '2026-11-20', count: 0, amount: 0 },
      { day: '2026-11-21', count: 2, amount: 6998 },
      { day: '2026-11-22', count: 0, amount: 0 },
    ]);
    expect(totals([...series, { day: '2026-11-23', count: 1, amount: 0.1 }])).toEqual({ count: 3, amount: 6998.1 });
  });
});

describe('audit diff', () => {
  it('compares records field by field', () => {
    expect(diffRows('{"name":"A","price":10}', '{"name":"B","price":10}')).toEqual([
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'price', before: '10', after: '10', changed: false },
    ]);
  });

  it('shows a created record with nothing before, and lists as one value', () => {
    expect(diffRows('', '{"id":3}')).toEqual([{ field: 'id', before: undefined, after: '3', changed: true }]);
    expect(diffRows('[1,2]', '[2,1]')).toEqual([{ field: 'value', before: '[1,2]', after: '[2,1]', changed: true }]);
  });
});
