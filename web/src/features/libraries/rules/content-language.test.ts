import { describe, expect, it } from 'vitest';
import { filterByLanguage, isInLanguage, isLanguageFilter, languageLabelOf } from './content-language';

interface Item {
  id: number;
  languages?: string[];
}
const items: Item[] = [
  { id: 1, languages: ['en'] },
  { id: 2, languages: ['hi'] },
  { id: 3, languages: ['en', 'hi'] },
  { id: 4 },
  { id: 5, languages: ['en', 'mr'] },
];

describe('language filter', () => {
  it('shows everything under All languages', () => {
    expect(filterByLanguage(items, 'all')).toEqual(items);
  });

  it('shows an item in several languages under each of them', () => {
    expect(filterByLanguage(items, 'en').map((item) => item.id)).toEqual([1, 3, 4, 5]);
    expect(filterByLanguage(items, 'hi').map((item) => item.id)).toEqual([2, 3]);
    expect(filterByLanguage(items, 'mr').map((item) => item.id)).toEqual([5]);
  });

  it('takes an item that names no language, or only unknown ones, for English', () => {
    expect(isInLanguage(undefined, 'en')).toBe(true);
    expect(isInLanguage([], 'hi')).toBe(false);
    expect(isInLanguage(['fr'], 'en')).toBe(true);
  });

  it('reads from an address only everything or a language of the registry', () => {
    expect(['all', 'en', 'hi', 'mr', 'fr', '', null].map(isLanguageFilter)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('language label', () => {
  it('names the one language, or says several, whichever comes first', () => {
    expect(languageLabelOf(['en'])).toBe('en');
    expect(languageLabelOf(['hi'])).toBe('hi');
    expect(languageLabelOf(['mr'])).toBe('mr');
    expect(languageLabelOf(['en', 'hi'])).toBe('bilingual');
    expect(languageLabelOf(['hi', 'en'])).toBe('bilingual');
    expect(languageLabelOf(['en', 'mr'])).toBe('bilingual');
    expect(languageLabelOf(undefined)).toBe('en');
  });
});
