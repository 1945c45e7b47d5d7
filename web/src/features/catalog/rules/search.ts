/** List search is a case-insensitive substring match on the name (docs/product.md, "Search"). */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase('en-IN').includes(needle));
}
