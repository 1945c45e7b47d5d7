import { useEffect, useState } from 'react';
import { nextWindowMoment, type TestWindow, windowPhase, type WindowTimes } from '@/lib/test-window';

// setTimeout cannot wait longer than about 24.8 days; further moments are reached in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Where the test stands against its window on the server's clock, brought up to date by itself
 * as the window opens and closes (a few milliseconds after the moment, so the server agrees).
 */
export function useWindowPhase(test: WindowTimes, clockOffsetMs: number): TestWindow {
  const [serverNow, setServerNow] = useState(() => Date.now() + clockOffsetMs);
  const next = nextWindowMoment(test, serverNow);

  useEffect(() => {
    if (next === null) return;
    const wait = () => Math.min(Math.max(0, next - (Date.now() + clockOffsetMs)) + 20, LONGEST_TIMER_MS);
    let timer = window.setTimeout(function tick() {
      const now = Date.now() + clockOffsetMs;
      if (now >= next) setServerNow(now);
      else timer = window.setTimeout(tick, wait());
    }, wait());
    // A tab the browser slowed down catches up as soon as it is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') setServerNow(Date.now() + clockOffsetMs);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [next, clockOffsetMs]);

  return windowPhase(test, serverNow);
}
