import { describe, expect, it } from 'vitest';
import { formatDateTime, formatVideoDuration } from './format';

describe('formatDateTime', () => {
  it('writes en-IN dates with a 12-hour clock', () => {
    const text = formatDateTime('2026-11-02T00:30:00Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\b(am|pm)\b/i);
  });

  it('answers nothing for a date it cannot read', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatVideoDuration', () => {
  it('says minutes, then hours and minutes', () => {
    expect(formatVideoDuration(2700)).toBe('45 min');
    expect(formatVideoDuration(3720)).toBe('1 h 2 min');
    expect(formatVideoDuration(7200)).toBe('2 h');
    expect(formatVideoDuration(20)).toBe('1 min');
  });

  it('says nothing without a length', () => {
    expect(formatVideoDuration(null)).toBe('');
    expect(formatVideoDuration(0)).toBe('');
  });
});
