/**
 * The languages of a library item (docs/product.md, "Languages of notes, tests and videos"): a
 * note, a prelims or mains test or a video is in English, in Hindi, or in both. The server sends
 * them as a list, ["en"], ["hi"] or ["en", "hi"]; an item that says none is in English.
 */

/** What a card's badge says: one language, or both. */
export type LanguageLabel = 'english' | 'hindi' | 'bilingual';

/** The library's language filter: everything, or what can be read in one language. */
export const LANGUAGE_FILTERS = ['all', 'en', 'hi'] as const;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

export function isLanguageFilter(value: unknown): value is LanguageFilter {
  return typeof value === 'string' && (LANGUAGE_FILTERS as readonly string[]).includes(value);
}

/** The item's languages, English when it names none the app knows. */
function languagesOf(languages: readonly string[] | undefined): { en: boolean; hi: boolean } {
  const hi = languages?.includes('hi') ?? false;
  const en = (languages?.includes('en') ?? false) || !hi;
  return { en, hi };
}

export function languageLabelOf(languages: readonly string[] | undefined): LanguageLabel {
  const { en, hi } = languagesOf(languages);
  if (en && hi) return 'bilingual';
  return hi ? 'hindi' : 'english';
}

/** Whether an item is shown under the filter: a bilingual item is under English and under Hindi. */
export function isInLanguage(languages: readonly string[] | undefined, filter: LanguageFilter): boolean {
  return filter === 'all' || languagesOf(languages)[filter];
}

/** The items shown under the filter, in their order. */
export function filterByLanguage<T extends { languages?: readonly string[] }>(
  items: readonly T[],
  filter: LanguageFilter,
): T[] {
  return items.filter((item) => isInLanguage(item.languages, filter));
}
