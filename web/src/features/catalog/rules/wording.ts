/**
 * What the catalogue's rules need to put a text into words: the translate function and the
 * interface's language with its `Intl` locale (docs/product.md, "Languages of the interface").
 * Components pass their own (components/use-wording.ts), so a language switch re-renders the
 * texts; a rule called without one (a unit test, plain code) speaks the interface's language now.
 */
import type { TFunction } from 'i18next';
import { currentLanguage, i18n } from '@/i18n';
import { intlLocale, type Language } from '@/i18n/languages';

export interface Wording {
  t: TFunction;
  language: Language;
  /** `en-IN` or `hi-IN`, for numbers and dates. */
  locale: string;
}

/** The interface's language as it is now. */
export function currentWording(): Wording {
  const language = currentLanguage();
  return { t: i18n.t, language, locale: intlLocale(language) };
}
