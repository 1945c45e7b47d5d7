/**
 * 'Copy libraries from…' on a subscription (docs/product.md, "Copying a subscription's
 * libraries"): the other subscription's libraries join the end of this one's list, in their
 * order, each once; the list is saved with the rest of the picker's changes.
 */
export function withLibrariesOf(current: readonly number[], other: readonly number[]): number[] {
  const listed = new Set(current);
  const added = other.filter((id) => {
    if (listed.has(id)) return false;
    listed.add(id);
    return true;
  });
  return [...current, ...added];
}
