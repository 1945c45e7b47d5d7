import { describe, expect, it } from 'vitest';
import { detailsPath, sections, selectedType, subscriptionPagePath } from './sections';

const types = [
  { id: 4, name: 'Prelims Test Series' },
  { id: 5, name: 'CSAT Test Series' },
];

describe('selectedType (spec section 2)', () => {
  it('selects the first type by default', () => {
    expect(selectedType(types, null)?.id).toBe(4);
    expect(selectedType(types, '')?.id).toBe(4);
  });

  it('honours the type the address names, in any letter case', () => {
    expect(selectedType(types, 'CSAT Test Series')?.id).toBe(5);
    expect(selectedType(types, 'csat test series')?.id).toBe(5);
  });

  it('falls back to the first type for a name it does not know, and to none without types', () => {
    expect(selectedType(types, 'GS Paper I')?.id).toBe(4);
    expect(selectedType<{ id: number; name: string }>([], 'CSAT Test Series')).toBeUndefined();
  });
});

describe('detailsPath', () => {
  it('is the section path and slug, and the fixed PCS address with ?id=', () => {
    expect(detailsPath(sections.prelims, 'csat-test-series-2027')).toBe('/prelims-tests/csat-test-series-2027');
    expect(detailsPath(sections.notes, 'a b')).toBe('/notes/a%20b');
    expect(detailsPath(sections.pcs, 'ras-foundation')).toBe('/pcs_section_details?id=ras-foundation');
  });

  it('finds a subscription’s page from its section category', () => {
    expect(subscriptionPagePath('video-courses', 'gs-foundation-2027')).toBe('/video-courses/gs-foundation-2027');
    expect(subscriptionPagePath('pcs', 'ras-foundation')).toBe('/pcs_section_details?id=ras-foundation');
    expect(subscriptionPagePath('optionals', 'psir-optional-complete-course')).toBe('/optionals');
  });
});
