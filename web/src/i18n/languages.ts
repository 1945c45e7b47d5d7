/**
 * The interface languages (docs/product.md, "Languages of the interface"): the rows of the
 * language registry that the server reads too (internal/platform/locale/languages.json; adding a
 * language: docs/architecture.md). English is the default and the spec's texts verbatim; every
 * other language is a whole resource of its own (locales/<code>.json), not a partial overlay.
 */
import registry from '../../../internal/platform/locale/languages.json';

/** A language's code ("en", "hi", "mr"): a row of the registry. */
export type Language = string;

export interface LanguageRow {
  code: Language;
  /** In itself, as the switch offers it. */
  name: string;
  englishName: string;
  /** ISO 15924: Latn, Deva. Which face draws it, and whether letters may be spaced. */
  script: string;
  /** The Intl locale of its numbers and dates (Indian grouping; Latin digits). */
  intl: string;
  /** Months and the parts of the day written before a 12-hour time; absent: dates as English. */
  months?: string[];
  dayPeriods?: { from: number; word: string }[];
  /** A count of 0 reads with the plural ('0 पन्ने'), where the CLDR rule puts 0 with 1 (Hindi). */
  zeroIsMany?: boolean;
}

export const LANGUAGE_ROWS: readonly LanguageRow[] = registry;

export const LANGUAGES: readonly Language[] = LANGUAGE_ROWS.map((row) => row.code);

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the learner's choice is remembered across visits, on this device. */
export const LANGUAGE_STORAGE_KEY = 'aspirant.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

/** The registry's row of a language (English's for an unknown code). */
export function languageRow(language: Language): LanguageRow {
  return LANGUAGE_ROWS.find((row) => row.code === language) ?? (LANGUAGE_ROWS[0] as LanguageRow);
}

/** The `Intl` locale for dates and numbers: Indian grouping (1,00,000) in every language. */
export function intlLocale(language: Language): string {
  return languageRow(language).intl;
}

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.fromEntries(
  LANGUAGE_ROWS.map((row) => [row.code, row.name]),
);
