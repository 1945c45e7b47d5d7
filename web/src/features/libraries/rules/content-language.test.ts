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
];

describe('language filter', () => {
  it('shows everything under All languages', () => {
    expect(filterByLanguage(items, 'all')).toEqual(items);
  });

  it('shows a bilingual item under English and under Hindi', () => {
    expect(filterByLanguage(items, 'en').map((item) => item.id)).toEqual([1, 3, 4]);
    expect(filterByLanguage(items, 'hi').map((item) => item.id)).toEqual([2, 3]);
  });

  it('takes an item that names no language, or only unknown ones, for English', () => {
    expect(isInLanguage(undefined, 'en')).toBe(true);
    expect(isInLanguage([], 'hi')).toBe(false);
    expect(isInLanguage(['fr'], 'en')).toBe(true);
  });

  it('reads only its three values from an address', () => {
    expect(['all', 'en', 'hi', 'fr', '', null].map(isLanguageFilter)).toEqual([true, true, true, false, false, false]);
  });
});

describe('language label', () => {
  it('names one language or both, whichever comes first', () => {
    expect(languageLabelOf(['en'])).toBe('english');
    expect(languageLabelOf(['hi'])).toBe('hindi');
    expect(languageLabelOf(['en', 'hi'])).toBe('bilingual');
    expect(languageLabelOf(['hi', 'en'])).toBe('bilingual');
    expect(languageLabelOf(undefined)).toBe('english');
  });
});
