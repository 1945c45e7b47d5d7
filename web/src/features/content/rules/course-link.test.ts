import { describe, expect, it } from 'vitest';
import { popularCourseHref } from './course-link';

describe('popularCourseHref', () => {
  it('links to the course page inside its section', () => {
    expect(popularCourseHref({ section_category: 'notes', slug: 'gs-notes' })).toBe('/notes/gs-notes');
    expect(popularCourseHref({ section_category: 'prelims-tests', slug: 'pts-2026' })).toBe('/prelims-tests/pts-2026');
    expect(popularCourseHref({ section_category: 'mains-tests', slug: 'mts' })).toBe('/mains-tests/mts');
    expect(popularCourseHref({ section_category: 'video-courses', slug: 'polity' })).toBe('/video-courses/polity');
    // A section staff added gets its library kind's details page under its own address.
    expect(popularCourseHref({ section_category: 'csat', slug: 'csat-2027' })).toBe('/csat/csat-2027');
  });

  it('sends PCS and optional-subject courses to their section lists', () => {
    expect(popularCourseHref({ section_category: 'pcs', slug: 'uppcs' })).toBe('/pcs');
    expect(popularCourseHref({ section_category: 'optionals', slug: 'sociology' })).toBe('/optionals');
  });
});
