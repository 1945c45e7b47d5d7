/**
 * docs/product.md, "Details pages": when a details address does not name a subscription the server knows
 * (an old link, a renamed slug), the page looks for it in the section's lists by id, then slug,
 * then a fuzzy name. Pure functions, so the rules are testable without a server.
 */

/** Words left out when names are compared (docs/product.md, "Details pages"). */
const IGNORED_WORDS: ReadonlySet<string> = new Set(['and', 'the', 'for', 'with']);
/** Names longer than this match on their first this-many characters. */
export const FUZZY_PREFIX_LENGTH = 10;

export interface Findable {
  id: number;
  slug: string;
  name: string;
}

/**
 * A name or slug as words to compare: lower case, any punctuation or hyphen as a space, the
 * ignored words dropped. "GS Prelims Notes 2027" and "gs-prelims-notes-2027" read the same.
 */
export function comparableName(nameOrSlug: string): string {
  return nameOrSlug
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !IGNORED_WORDS.has(word))
    .join(' ');
}

/** The same name, or (both longer than 10 characters) the same first 10 characters. */
export function namesMatch(a: string, b: string): boolean {
  const left = comparableName(a);
  const right = comparableName(b);
  if (left === '' || right === '') return false;
  if (left === right) return true;
  return (
    left.length > FUZZY_PREFIX_LENGTH &&
    right.length > FUZZY_PREFIX_LENGTH &&
    left.slice(0, FUZZY_PREFIX_LENGTH) === right.slice(0, FUZZY_PREFIX_LENGTH)
  );
}

/**
 * The subscription an address's id-or-slug stands for: by id, then by slug, then by name (an
 * exact comparable name before a prefix match, so the closest one wins). Undefined when none.
 */
export function findSubscriptionMatch<T extends Findable>(items: readonly T[], idOrSlug: string): T | undefined {
  const key = idOrSlug.trim();
  if (key === '') return undefined;
  if (/^\d+$/.test(key)) {
    const byId = items.find((item) => item.id === Number(key));
    if (byId) return byId;
  }
  const lowerKey = key.toLowerCase();
  const bySlug = items.find((item) => item.slug.toLowerCase() === lowerKey);
  if (bySlug) return bySlug;
  const wanted = comparableName(key);
  return (
    items.find((item) => wanted !== '' && comparableName(item.name) === wanted) ??
    items.find((item) => namesMatch(item.name, key))
  );
}
