import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERING_ICON, offeringIcon } from './offering-icon';

describe('offeringIcon', () => {
  it.each([
    ['Mains Test Series', '/images/offerings/mains-test.svg'],
    ['GS MAINS TEST series 2026', '/images/offerings/mains-test.svg'],
    ['Mains Notes', '/images/offerings/mains-notes.svg'],
    ['Complete mains notes for GS', '/images/offerings/mains-notes.svg'],
    ['Prelims Test Series', '/images/offerings/prelims-test-series.svg'],
    ['All India PRELIMS TEST SERIES', '/images/offerings/prelims-test-series.svg'],
  ])('"%s" gets %s', (title, icon) => {
    expect(offeringIcon(title)).toBe(icon);
  });

  it('falls back to the prelims-notes icon', () => {
    expect(DEFAULT_OFFERING_ICON).toBe('/images/offerings/prelims-notes.svg');
    expect(offeringIcon('Prelims Notes')).toBe(DEFAULT_OFFERING_ICON);
    expect(offeringIcon('Video Courses')).toBe(DEFAULT_OFFERING_ICON);
    expect(offeringIcon('Prelims Test')).toBe(DEFAULT_OFFERING_ICON); // not "prelims test series"
    expect(offeringIcon('')).toBe(DEFAULT_OFFERING_ICON);
  });

  it('checks "mains test" before "mains notes"', () => {
    expect(offeringIcon('Mains test and mains notes bundle')).toBe('/images/offerings/mains-test.svg');
  });
});
