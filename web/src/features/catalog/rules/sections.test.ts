import { describe, expect, it } from 'vitest';
import { findSection, OPENING_SECTIONS, type SiteSection } from '@/config/section-categories';
import { detailsPath, type Section, sectionFrom, selectedType, subscriptionPagePath } from './sections';

const types = [
  { id: 4, name: 'Prelims Test Series' },
  { id: 5, name: 'CSAT Test Series' },
];

function openingSection(slug: string): Section {
  const site = findSection(OPENING_SECTIONS, slug);
  const section = site && sectionFrom(site);
  if (!section) throw new Error(`no opening section ${slug}`);
  return section;
}

const csat: SiteSection = {
  id: 7,
  slug: 'csat',
  name: 'CSAT',
  translations: {},
  title: 'CSAT Practice',
  description: 'Aptitude tests.',
  libraryKind: 'tests',
  position: 7,
};

describe('selectedType', () => {
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

describe('sectionFrom', () => {
  it('gives a new section its library kind’s pages under its own address and heading', () => {
    const section = sectionFrom(csat);
    expect(section).toMatchObject({
      category: 'csat',
      title: 'CSAT Practice',
      listPath: '/csat',
      page: 'subscriptions',
      typeSelector: 'tabs',
      cardAction: 'purchase',
      cardLibraries: 'first',
    });
    expect(section?.details.notFound).toBe('Test not found. Please navigate from the CSAT Practice page.');
  });

  it('keeps the pages PCS and Optionals have of their own', () => {
    expect(openingSection('pcs')).toMatchObject({
      cardAction: 'view-details',
      detailsAt: 'pcs',
      page: 'subscriptions',
    });
    expect(openingSection('prelims-tests')).toMatchObject({ cardAction: 'purchase', detailsAt: 'section' });
    expect(openingSection('optionals')).toMatchObject({ page: 'optionals', title: 'Optional Subjects' });
  });

  it('gives no pages to a library kind this app does not know', () => {
    expect(sectionFrom({ ...csat, libraryKind: 'podcasts' })).toBeUndefined();
  });
});

describe('detailsPath', () => {
  it('is the section path and slug, and the fixed PCS address with ?id=', () => {
    expect(detailsPath(openingSection('prelims-tests'), 'csat-test-series-2027')).toBe(
      '/prelims-tests/csat-test-series-2027',
    );
    expect(detailsPath(openingSection('notes'), 'a b')).toBe('/notes/a%20b');
    expect(detailsPath(openingSection('pcs'), 'ras-foundation')).toBe('/pcs_section_details?id=ras-foundation');
  });

  it('finds a subscription’s page from its section', () => {
    expect(subscriptionPagePath(openingSection('video-courses'), 'gs-foundation-2027')).toBe(
      '/video-courses/gs-foundation-2027',
    );
    expect(subscriptionPagePath(openingSection('pcs'), 'ras-foundation')).toBe(
      '/pcs_section_details?id=ras-foundation',
    );
    expect(subscriptionPagePath(openingSection('optionals'), 'psir-optional-complete-course')).toBe('/optionals');
    expect(subscriptionPagePath(undefined, 'gone')).toBe('/');
  });
});
