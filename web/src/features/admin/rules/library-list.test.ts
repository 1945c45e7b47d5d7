import { describe, expect, it } from 'vitest';
import { withLibrariesOf } from './library-list';

describe("copying another subscription's libraries", () => {
  it("adds the other's libraries after this one's, in the other's order", () => {
    expect(withLibrariesOf([4, 2], [9, 7, 8])).toEqual([4, 2, 9, 7, 8]);
  });

  it('keeps a library both have where this list has it, once', () => {
    expect(withLibrariesOf([4, 7], [9, 7, 4, 8])).toEqual([4, 7, 9, 8]);
  });

  it('copies the whole list into an empty one, and nothing from an empty one', () => {
    expect(withLibrariesOf([], [3, 1])).toEqual([3, 1]);
    expect(withLibrariesOf([3, 1], [])).toEqual([3, 1]);
  });
});
