import { useSyncExternalStore } from 'react';
import { addToComparison, type AddResult } from '../rules/compare';

/**
 * The courses picked for comparison (docs/product.md, "Comparing courses"), kept for the tab's
 * session so they survive moving between sections and course pages.
 */
const STORAGE_KEY = 'aspirant.compare';
const listeners = new Set<() => void>();
let current: string[] = read();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(slugs: string[]) {
  current = slugs;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(slugs));
  } catch {
    // Private mode without storage: the comparison lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the comparison (the bar's Clear). */
export function clearComparison() {
  write([]);
}

/** What a page drawn on the server (and its hydration) compares: nothing, as a first visit. */
const NONE: string[] = [];

export function useComparison() {
  const slugs = useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
  return {
    slugs,
    add: (slug: string): AddResult => {
      const result = addToComparison(current, slug);
      if (result.added) write(result.slugs);
      return result;
    },
    remove: (slug: string) => {
      write(current.filter((each) => each !== slug));
    },
    clear: clearComparison,
  };
}
