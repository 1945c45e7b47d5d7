import { describe, expect, it } from 'vitest';
import { describeStanding, promiseStanding } from './evaluation-promise';

const NOW = new Date('2026-03-04T12:00:00Z');

describe('promiseStanding', () => {
  it('counts the hours left, flagging the last day', () => {
    expect(promiseStanding('2026-03-07T12:00:00Z', NOW)).toEqual({ kind: 'onTime', hours: 72 });
    expect(promiseStanding('2026-03-05T12:00:00Z', NOW)).toEqual({ kind: 'soon', hours: 24 });
    expect(promiseStanding('2026-03-04T12:20:00Z', NOW)).toEqual({ kind: 'soon', hours: 1 });
  });

  it('counts the hours past a broken promise', () => {
    expect(promiseStanding('2026-03-04T09:30:00Z', NOW)).toEqual({ kind: 'late', hours: 3 });
  });

  it('says it in hours, and in days and hours beyond two days', () => {
    expect(describeStanding({ kind: 'late', hours: 3 })).toBe('Late by 3 h');
    expect(describeStanding({ kind: 'soon', hours: 5 })).toBe('Due in 5 h');
    expect(describeStanding({ kind: 'onTime', hours: 52 })).toBe('Due in 2 d 4 h');
    expect(describeStanding({ kind: 'onTime', hours: 72 })).toBe('Due in 3 d');
  });
});
