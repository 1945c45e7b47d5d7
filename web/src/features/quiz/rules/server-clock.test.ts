import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  describeDuration,
  measuresOffset,
  formatClock,
  remainingSeconds,
  serverTimeMs,
  shouldResync,
  timeAnnouncement,
} from './server-clock';

const deadline = '2027-03-01T10:20:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('measures the offset against the middle of the round trip', () => {
    // The device is 90 s behind the server; the call took 400 ms.
    const sentAt = at('2027-03-01T09:58:30.000Z');
    const receivedAt = sentAt + 400;
    expect(clockOffsetMs('2027-03-01T10:00:00.200Z', sentAt, receivedAt)).toBe(90_000);
    expect(clockOffsetMs('not a date', sentAt, receivedAt)).toBe(0);
  });

  it('takes no measurement from a call the device clock moved during', () => {
    const sentAt = at('2027-03-01T09:58:30.000Z');
    expect(measuresOffset(sentAt, sentAt + 400)).toBe(true);
    expect(measuresOffset(sentAt, sentAt + 10_000)).toBe(true);
    // Set 20 minutes ahead while a save was on its way: the middle would be 10 minutes off.
    expect(measuresOffset(sentAt, sentAt + 20 * 60_000 + 300)).toBe(false);
    // Set back a minute meanwhile.
    expect(measuresOffset(sentAt, sentAt - 60_000 + 300)).toBe(false);
  });

  it('counts down from the server deadline, whatever the device clock says', () => {
    // The device clock is 5 minutes fast: the offset says so, and no time is lost.
    const offset = -5 * 60_000;
    const deviceNow = at('2027-03-01T10:05:00.000Z');
    expect(remainingSeconds(deadline, offset, deviceNow)).toBe(20 * 60);
    // 20 minutes after start on the device, the time is up.
    expect(remainingSeconds(deadline, offset, deviceNow + 20 * 60_000)).toBe(0);
    expect(remainingSeconds(deadline, offset, deviceNow + 25 * 60_000)).toBe(0);
    expect(serverTimeMs(offset, deviceNow)).toBe(at('2027-03-01T10:00:00.000Z'));
  });

  it('rounds part of a second up, so zero means the deadline has passed', () => {
    const deviceNow = at(deadline) - 400;
    expect(remainingSeconds(deadline, 0, deviceNow)).toBe(1);
    expect(remainingSeconds(deadline, 0, at(deadline))).toBe(0);
    expect(remainingSeconds('garbage', 0, deviceNow)).toBe(0);
  });

  it('resyncs only when the clocks moved apart by more than two seconds', () => {
    expect(shouldResync(1000, 1800)).toBe(false);
    expect(shouldResync(1000, -2000)).toBe(true);
  });

  it('formats HH:MM:SS', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(20 * 60)).toBe('00:20:00');
    expect(formatClock(3600 + 2 * 60 + 5)).toBe('01:02:05');
    expect(formatClock(-3)).toBe('00:00:00');
  });

  it('describes durations in words', () => {
    expect(describeDuration(1)).toBe('1 second');
    expect(describeDuration(30)).toBe('30 seconds');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(3900)).toBe('1 hour 5 minutes');
  });

  it('announces every five minutes and in the last minute, not every second', () => {
    expect(timeAnnouncement(null, 1200)).toBeNull();
    expect(timeAnnouncement(1201, 1200)).toBe('20 minutes remaining');
    expect(timeAnnouncement(1200, 1199)).toBeNull();
    expect(timeAnnouncement(301, 300)).toBe('5 minutes remaining');
    expect(timeAnnouncement(61, 60)).toBe('1 minute remaining');
    expect(timeAnnouncement(31, 30)).toBe('30 seconds remaining');
    expect(timeAnnouncement(11, 10)).toBe('10 seconds remaining');
    expect(timeAnnouncement(10, 9)).toBeNull();
    // A throttled tab jumped from 302 to 296 s: the five-minute mark is still announced.
    expect(timeAnnouncement(302, 296)).toBe('5 minutes remaining');
    const spoken: string[] = [];
    for (let s = 1200; s > 0; s -= 1) {
      const message = timeAnnouncement(s, s - 1);
      if (message) spoken.push(message);
    }
    expect(spoken).toEqual([
      '15 minutes remaining',
      '10 minutes remaining',
      '5 minutes remaining',
      '1 minute remaining',
      '30 seconds remaining',
      '10 seconds remaining',
    ]);
  });
});
