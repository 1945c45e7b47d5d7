/**
 * JSON in sessionStorage, checked on the way out. Session (not local) storage: a running test
 * belongs to one tab, survives its reloads, and is gone when the tab closes. Storage can be
 * full or blocked (privacy modes): then the quiz still runs, it just cannot survive a reload.
 */
import { z } from 'zod/mini';

export function readStored<Schema extends z.core.$ZodType>(key: string, schema: Schema): z.output<Schema> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the in-memory state carries on.
  }
}

export function removeStored(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** A record keyed by question id, as JSON brings it back (keys are strings there). */
export function idRecord<Value extends z.core.$ZodType>(value: Value) {
  return z.record(z.string().check(z.regex(/^\d+$/)), value);
}
