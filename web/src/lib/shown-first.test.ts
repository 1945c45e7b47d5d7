import { describe, expect, it } from 'vitest';
import { shownFirst, windowState } from './shown-first';

const now = new Date('2026-11-29T10:00:00Z');
const record = (id: number, is_active: unknown, start: string | null, end: string | null) => ({
  id,
  is_active,
  start,
  end,
});

describe('windowState', () => {
  it('says whether a record is off, before or after its dates, or live', () => {
    expect(windowState(record(1, false, null, null), now, 'open')).toBe('inactive');
    expect(windowState(record(1, true, '2026-12-01T00:00:00Z', null), now, 'open')).toBe('scheduled');
    expect(windowState(record(1, 1, null, '2026-11-29T09:59:59Z'), now, 'open')).toBe('ended');
    expect(windowState(record(1, true, null, null), now, 'open')).toBe('live');
    // Both ends are included.
    expect(windowState(record(1, true, '2026-11-29T10:00:00Z', '2026-11-29T10:00:00Z'), now, 'hidden')).toBe('live');
  });

  it('never shows a banner without its dates, and shows an ad without them', () => {
    expect(windowState(record(1, true, null, '2026-12-01T00:00:00Z'), now, 'hidden')).toBe('undated');
    expect(windowState(record(1, true, null, '2026-12-01T00:00:00Z'), now, 'open')).toBe('live');
  });
});

describe('shownFirst', () => {
  it('picks the first live record in the order given, skipping the off and the out-of-date', () => {
    const records = [
      record(1, false, null, null),
      record(2, true, '2026-12-01T00:00:00Z', null),
      record(3, true, null, null),
      record(4, true, null, null),
    ];
    expect(shownFirst(records, now, 'open')?.id).toBe(3);
    expect(shownFirst(records.slice(0, 2), now, 'open')).toBeNull();
  });
});
