import { useEffect, useState } from 'react';

// setTimeout cannot wait longer than about 24.8 days; further moments are reached in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The current time, brought up to date at each of `moments` (milliseconds) as it passes, so a
 * page open across an answer window's start or end changes by itself. `onMoment` runs then
 * too (to ask the server again). Between moments nothing re-renders.
 */
export function useClockAtMoments(moments: readonly number[], onMoment: () => void): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const current = now.getTime();
    const next = moments.filter((moment) => moment > current).sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = window.setTimeout(
      () => {
        setNow(new Date());
        onMoment();
      },
      Math.min(next - current, LONGEST_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [moments, now, onMoment]);

  return now;
}
