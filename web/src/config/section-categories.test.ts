import { describe, expect, it } from 'vitest';
import { OPENING_SECTIONS, ownPageOf } from './section-categories';

// That OPENING_SECTIONS is what the migrations seed is checked by a Go test against the server's
// answer (internal/catalog/sections_test.go, TestOpeningSections).
describe('the opening sections', () => {
  it('name the two sections with pages of their own', () => {
    expect(OPENING_SECTIONS.map((section) => ownPageOf(section.slug))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'optionals',
      'pcs',
    ]);
    expect(ownPageOf('toString')).toBeUndefined();
  });
});
