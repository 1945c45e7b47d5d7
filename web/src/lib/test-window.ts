/**
 * A prelims test's scheduled window (docs/product.md, "Live tests"): before `opens_at` the
 * start page is a waiting room, while it is open an attempt ends at `closes_at` at the latest,
 * and after it an attempt is practice. Where a test stands is worked out on the server's clock
 * (the device's time plus the offset measured from a `serverNow`), so a page left open moves from
 * one phase to the next by itself. Shared by the quiz screens and the prelims library.
 */
import { z } from 'zod/mini';

export const TEST_WINDOWS = ['none', 'upcoming', 'open', 'closed'] as const;
export type TestWindow = (typeof TEST_WINDOWS)[number];

/** The server's word on where a test stands; missing, or a value this app does not know, reads as none. */
export const testWindowSchema = z.catch(z._default(z.enum(TEST_WINDOWS), 'none'), 'none');

export interface WindowTimes {
  opens_at?: string | null;
  closes_at?: string | null;
  window: TestWindow;
}

/** The window's opening and closing in milliseconds, or null for a test without a readable one. */
export function windowBounds(test: WindowTimes): { opensMs: number; closesMs: number } | null {
  if (!test.opens_at || !test.closes_at) return null;
  const opensMs = Date.parse(test.opens_at);
  const closesMs = Date.parse(test.closes_at);
  if (Number.isNaN(opensMs) || Number.isNaN(closesMs)) return null;
  return { opensMs, closesMs };
}

/** Where the test stands at the server's time `serverNowMs`; the server's own word without times. */
export function windowPhase(test: WindowTimes, serverNowMs: number): TestWindow {
  const bounds = windowBounds(test);
  if (!bounds) return test.window;
  if (serverNowMs < bounds.opensMs) return 'upcoming';
  if (serverNowMs < bounds.closesMs) return 'open';
  return 'closed';
}

/** The next moment (server time) at which the phase changes, or null when it never will. */
export function nextWindowMoment(test: WindowTimes, serverNowMs: number): number | null {
  const bounds = windowBounds(test);
  if (!bounds) return null;
  if (serverNowMs < bounds.opensMs) return bounds.opensMs;
  if (serverNowMs < bounds.closesMs) return bounds.closesMs;
  return null;
}
