/**
 * The languages of a library item (docs/product.md, "Languages of notes, tests and videos"): a
 * note, a prelims or mains test or a video is in one or more languages of the registry, its first
 * language first. The server sends them as a list (["en"], ["hi"], ["en", "mr"]); an item that
 * names none the app knows is in English.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from '@/i18n/languages';

/** An item in more than one language: what its badge says instead of one language. */
export const BILINGUAL = 'bilingual';

/** What a card's badge says: the one language the item is in ('en', 'mr'), or BILINGUAL. */
export type LanguageLabel = string;

/** The library's filter that shows everything. */
export const ALL_LANGUAGES = 'all';

/** The library's language filter: ALL_LANGUAGES, or what can be read in one language of the registry. */
export type LanguageFilter = string;

/** The filter's choices, everything first, then the registry's languages in its order. */
export const LANGUAGE_FILTERS: readonly LanguageFilter[] = [ALL_LANGUAGES, ...LANGUAGES];

export function isLanguageFilter(value: unknown): value is LanguageFilter {
  return value === ALL_LANGUAGES || isLanguage(value);
}

/** The item's languages the registry knows, English when it names none of them. */
function languagesOf(languages: readonly string[] | undefined): Language[] {
  const known = (languages ?? []).filter(isLanguage);
  return known.length > 0 ? known : [DEFAULT_LANGUAGE];
}

export function languageLabelOf(languages: readonly string[] | undefined): LanguageLabel {
  const known = languagesOf(languages);
  return known.length > 1 ? BILINGUAL : (known[0] ?? DEFAULT_LANGUAGE);
}

/** The item's languages, for a badge that names them all. */
export function itemLanguages(languages: readonly string[] | undefined): Language[] {
  return languagesOf(languages);
}

/** Whether an item is shown under the filter: an item in several languages is under each of them. */
export function isInLanguage(languages: readonly string[] | undefined, filter: LanguageFilter): boolean {
  return filter === ALL_LANGUAGES || languagesOf(languages).includes(filter);
}

/** The items shown under the filter, in their order. */
export function filterByLanguage<T extends { languages?: readonly string[] }>(
  items: readonly T[],
  filter: LanguageFilter,
): T[] {
  return items.filter((item) => isInLanguage(item.languages, filter));
}
