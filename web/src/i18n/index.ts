/**
 * The interface's translations (docs/product.md, "Languages of the interface"). One i18next
 * instance, initialised before the first render with the learner's remembered choice; changing
 * the language stores the choice, sets `<html lang>` and re-renders every text through
 * react-i18next. Texts are whole sentences with placeholders, so Hindi word order is Hindi's.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_STORAGE_KEY } from './languages';
import { en, hi } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** The remembered choice; English when there is none (or storage is unavailable). */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Private modes may refuse storage: the default language then.
  }
  return DEFAULT_LANGUAGE;
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: ['en', 'hi'],
  // React escapes what it renders; escaping here as well would show entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** The language the interface is in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface and remembers the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The switch still applies to this visit.
  }
  await i18n.changeLanguage(language);
}
