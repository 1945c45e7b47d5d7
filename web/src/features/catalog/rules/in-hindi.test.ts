import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { SiteSection } from '@/config/section-categories';
import { kindAndSize } from './library-links';
import { seatsLeftNote } from './purchase-state';
import { sectionFrom } from './sections';
import { expiredText, formatDay, validityBeforeBuying } from './validity';

// The rules speak the interface's language when no component hands them its own words.
// (setup.ts puts the interface back into English after each test.)

const pcs: SiteSection = {
  id: 6,
  slug: 'pcs',
  name: 'PCS',
  title: 'PCS',
  description: 'Courses and test series for the state civil-services exams.',
  libraryKind: 'tests',
  position: 6,
  translations: {
    hi: { name: 'पीसीएस', title: 'पीसीएस', description: 'राज्य सिविल सेवा परीक्षाओं के लिए कोर्स और टेस्ट सीरीज़।' },
  },
};

describe('the catalogue’s rules in Hindi', () => {
  it('write days in Hindi and counts in Indian grouping, one and many', async () => {
    await i18n.changeLanguage('hi');
    expect(formatDay('2027-05-31T18:31:00Z')).toBe('1 जून 2027');
    expect(validityBeforeBuying({ validityDays: 1, validUntil: null })).toBe('1 दिन तक उपलब्ध');
    expect(validityBeforeBuying({ validityDays: null, validUntil: '2027-05-31T12:00:00Z' })).toBe('31 मई 2027 तक मान्य');
    expect(validityBeforeBuying({ validityDays: null, validUntil: null })).toBe('बिना किसी अंतिम तिथि के उपलब्ध');
    expect(expiredText(null)).toBe('समाप्त');
    expect(kindAndSize('notes', 100000)).toBe('नोट्स · 1,00,000 नोट्स');
    expect(kindAndSize('notes', 1)).toBe('नोट्स · 1 नोट');
    expect(seatsLeftNote({ isSubscribed: false, is_seatsFull: false, seatsLeft: 1 })).toBe('केवल 1 सीट बची है');
  });

  it('head a section with its Hindi name and say its texts in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const section = sectionFrom(pcs);
    expect(section?.title).toBe('पीसीएस');
    expect(section?.description).toBe('राज्य सिविल सेवा परीक्षाओं के लिए कोर्स और टेस्ट सीरीज़।');
    expect(section?.details.notFound).toBe('सदस्यता नहीं मिली। कृपया पीसीएस पेज पर जाकर वहीं से खोलें।');
    expect(section?.emptyList).toBe('इस श्रेणी में कोई सदस्यता उपलब्ध नहीं है।');
    // A section without a Hindi heading keeps its English one.
    expect(sectionFrom({ ...pcs, translations: { mr: { title: 'पीसीएस' } } })?.title).toBe('PCS');
  });
});
