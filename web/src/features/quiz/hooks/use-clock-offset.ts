import { useEffect, useState } from 'react';
import type { Autosave } from '../api/answer-saver';
import { readStoredAttempt, storeAttempt } from '../rules/attempt-storage';
import { clockOffsetMs, measuresOffset, shouldResync } from '../rules/server-clock';

/**
 * The device-to-server clock offset measured at start, corrected when an autosave answer shows
 * the device clock has moved (changed by hand, or by the system mid-test). An answer to a call
 * the clock moved during is no measurement: the next save measures again.
 */
export function useClockOffset(testId: number, initialOffsetMs: number, saver: Autosave): number {
  const [offset, setOffset] = useState(initialOffsetMs);
  useEffect(
    () =>
      saver.onServerTime((serverNow, sentAt, receivedAt) => {
        if (!measuresOffset(sentAt, receivedAt)) return;
        const measured = clockOffsetMs(serverNow, sentAt, receivedAt);
        setOffset((current) => {
          if (!shouldResync(current, measured)) return current;
          const stored = readStoredAttempt(testId);
          if (stored) storeAttempt(testId, { ...stored, clockOffsetMs: measured });
          return measured;
        });
      }),
    [saver, testId],
  );
  return offset;
}
