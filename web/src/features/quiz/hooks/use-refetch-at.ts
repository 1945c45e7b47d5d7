import { useEffect } from 'react';

// setTimeout cannot wait longer than about 24.8 days: a moment further off is left to a later visit.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A little after the moment, so that the server (whose clock may be a second behind) agrees. */
const AFTER_MS = 2000;

/** Calls `refetch` once at `moment` (an RFC 3339 time), while the page that asks is open. */
export function useRefetchAt(moment: string | null | undefined, refetch: () => unknown): void {
  useEffect(() => {
    if (!moment) return;
    const wait = Date.parse(moment) - Date.now() + AFTER_MS;
    if (Number.isNaN(wait) || wait > LONGEST_TIMER_MS) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [moment, refetch]);
}
