/**
 * The interface's translations (docs/product.md, "Languages of the interface"). One i18next
 * instance, initialised before the first render with the learner's remembered choice; changing
 * the language stores the choice, sets `<html lang>` and re-renders every text through
 * react-i18next. Texts are whole sentences with placeholders, so Hindi word order is Hindi's.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from './font';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_STORAGE_KEY, LANGUAGES, languageRow } from './languages';
import { en, type LearnerTexts, loadTexts, type Namespace } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // A learner page's keys are looked up in its own namespace when the site's has none: every
    // `t('quiz.…')` reads as before, wherever it is written.
    fallbackNS: 'learner';
    resources: { translation: typeof en; learner: LearnerTexts };
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

/** `<html lang>` and the script (which face, and whether letters may be spaced: src/index.css). */
function reflectLanguage(language: string): void {
  // The server renders pages too (src/server), where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dataset.script = languageRow(language).script;
}

export const i18n = i18next.createInstance();

// English `translation` is bundled; the rest arrives through the backend when it is first needed.
// `changeLanguage` waits for every namespace loaded so far, in the new language, so no text is
// ever drawn from a missing resource.
const initialised = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: Namespace) => loadTexts(language, namespace)))
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    ns: ['translation'],
    fallbackNS: 'learner',
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // React escapes what it renders; escaping here as well would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** Resolves once the remembered language's texts are in: the first render waits for it. */
export async function interfaceTextsReady(): Promise<void> {
  await initialised;
}

/**
 * Fetches the learner's pages' texts, in the interface's language (and in any language chosen
 * later). Those pages' routes wait for it before they render (app/router.tsx).
 */
export async function learnerTextsReady(): Promise<void> {
  await i18n.loadNamespaces('learner');
}

/**
 * Fetches what a language needs, side by side: its texts and its script's face. A switch awaits
 * it, so the page changes once, in the right font; pointing at the switch starts it early.
 */
export async function prepareLanguage(language: Language): Promise<void> {
  await Promise.all([i18n.loadLanguages(language), loadScriptFont(languageRow(language).script)]);
}

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
