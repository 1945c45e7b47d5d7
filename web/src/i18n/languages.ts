/**
 * The interface languages (docs/product.md, "Languages of the interface"). English is the
 * default and the spec's texts verbatim; Hindi is a whole second resource, not a partial overlay.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the learner's choice is remembered across visits, on this device. */
export const LANGUAGE_STORAGE_KEY = 'aspirant.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `Intl` locale for dates and numbers: Indian grouping (1,00,000) in both languages. */
export function intlLocale(language: Language): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
