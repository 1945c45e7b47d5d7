/**
 * The ARIA tabs pattern's keys (automatic activation): which tab of `count` the key moves to from
 * tab `index`. Arrows wrap around; Home and End go to the ends; any other key is not ours.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
