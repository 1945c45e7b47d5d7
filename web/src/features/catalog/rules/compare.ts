/**
 * docs/product.md, "Comparing courses": a learner picks up to three courses from the cards or a
 * course page and sees them side by side at /compare?courses=slug1,slug2 (the address is the
 * comparison, so it can be shared). Pure functions: the limit and the address's form.
 */
import type { Subscription } from '../api/schemas';

/** More than three columns do not fit a phone, and a learner rarely weighs more. */
export const COMPARE_LIMIT = 3;

export const COMPARE_PATH = '/compare';

/** The slugs an address's `courses=` names: trimmed, each once, at most the limit. */
export function slugsFromQuery(value: string | null): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
}

/** The compare page's address for these slugs. */
export function comparePath(slugs: readonly string[]): string {
  return `${COMPARE_PATH}?courses=${slugs.map(encodeURIComponent).join(',')}`;
}

export type AddResult = { added: true; slugs: string[] } | { added: false; reason: 'full' | 'already' };

/** Adds a course to the comparison, unless it is there already or the comparison is full. */
export function addToComparison(slugs: readonly string[], slug: string): AddResult {
  if (slugs.includes(slug)) return { added: false, reason: 'already' };
  if (slugs.length >= COMPARE_LIMIT) return { added: false, reason: 'full' };
  return { added: true, slugs: [...slugs, slug] };
}

/** The number of tests a course holds: its prelims and mains tests' counts together. */
export function testCount(libraries: Subscription['libraries']): number {
  return libraries
    .filter((entry) => entry.type === 'tests' || entry.type === 'mains-tests')
    .reduce((sum, entry) => sum + Math.max(0, entry.count), 0);
}
