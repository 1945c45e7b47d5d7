import { useEffect, useState } from 'react';
import { remainingSeconds } from '../rules/server-clock';

/**
 * Seconds left until the server's `deadline`, ticking as each second passes (timed to the
 * deadline's own second boundaries, so the display never lags by almost a second), and at once
 * when the tab becomes visible again after the browser slowed its timers.
 */
export function useCountdown(deadline: string, clockOffsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      const msLeft = Date.parse(deadline) - (Date.now() + clockOffsetMs);
      if (msLeft <= 0) return;
      // Wake just after the next whole second of the time left.
      timer = window.setTimeout(tick, (msLeft % 1000) + 20);
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      tick();
    };
    // A deadline already past needs one update now; otherwise the first tick comes on time.
    if (Date.parse(deadline) - (Date.now() + clockOffsetMs) <= 0) timer = window.setTimeout(tick, 0);
    else schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline, clockOffsetMs]);

  return remainingSeconds(deadline, clockOffsetMs, now);
}
