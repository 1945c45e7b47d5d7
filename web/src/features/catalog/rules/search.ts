/**
 * List search is a case-insensitive substring match on the name (docs/product.md, "Search").
 * Both sides are read in Unicode's normal form C first: a Hindi letter with a nukta (ज़) may be
 * one code point or ज followed by the nukta sign, as keyboards and pasted text differ, and the
 * two must find each other.
 */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = comparable(query.trim());
  if (needle === '') return [...items];
  return items.filter((item) => comparable(item.name).includes(needle));
}

function comparable(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN');
}
