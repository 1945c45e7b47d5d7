/**
 * The language a bilingual test's questions are read in (docs/product.md, "Languages of a
 * test"). A question's main words are English; its other languages are versions beside them,
 * keyed by language (translations.hi, translations.mr). The options have the same ids in every
 * language, so switching changes only the words on screen: never the answer, the review mark or
 * the clock.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';

/** A language of the registry ('en', 'hi', 'mr'). */
export type QuizLanguage = Language;

/** Each language named in itself, as the switch shows it. */
export { LANGUAGE_NAMES };

interface Option {
  id: number;
  text: string;
}

interface Version {
  description: string;
  options: Option[];
  explanation?: string;
}

interface Translatable {
  description: string;
  options: Option[];
  explanation?: string;
  translations?: Partial<Record<string, Version>>;
}

/** A test set in English and another language: its questions can be switched. */
export function isBilingual(languages: readonly string[]): boolean {
  return languages.length > 1 && languages.includes(DEFAULT_LANGUAGE);
}

/**
 * The languages these questions can be read in: English (their main words) and every language
 * any of them has a version in, in the registry's order. English alone: nothing to switch.
 */
export function questionLanguages(questions: readonly Translatable[]): QuizLanguage[] {
  const versions = new Set(questions.flatMap((question) => Object.keys(question.translations ?? {})));
  return LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || versions.has(language));
}

/**
 * The languages named in themselves, as the switch shows them, and listed the way the interface's
 * language lists things ('English and हिन्दी', 'English आणि मराठी').
 */
export function languageList(languages: readonly QuizLanguage[], locale: string): string {
  const names = languages.map((language) => LANGUAGE_NAMES[language] ?? language);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * The question as it reads in `language`, and the language it is really in: a question without a
 * version in that language stays in its main words. Options keep their ids (and their order).
 */
export function questionIn<Q extends Translatable>(
  question: Q,
  language: QuizLanguage,
): { question: Q; language: QuizLanguage } {
  const version = language === DEFAULT_LANGUAGE ? undefined : question.translations?.[language];
  if (!version) return { question, language: DEFAULT_LANGUAGE };
  const textOf = new Map(version.options.map((option) => [option.id, option.text]));
  return {
    question: {
      ...question,
      description: version.description,
      options: question.options.map((option) => ({ ...option, text: textOf.get(option.id) ?? option.text })),
      ...(question.explanation !== undefined ? { explanation: version.explanation ?? question.explanation } : {}),
    },
    language,
  };
}

/**
 * The language a question is shown in beside `shown`, in the review: English beside a version,
 * else the first language it has a version in; null for a question in English alone.
 */
export function otherLanguageOf(question: Translatable, shown: QuizLanguage): QuizLanguage | null {
  if (shown !== DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  return (
    LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && question.translations?.[language] !== undefined) ??
    null
  );
}

const STORAGE_PREFIX = 'aspirant.quizLanguage.';

/** The language the learner chose (remembered per learner on this device), or null before any choice. */
export function chosenQuizLanguage(learner: string): QuizLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + learner);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language of `languages` the questions open in: the learner's choice where the test has it,
 * else the interface's language where it has that (a learner using the interface in Marathi reads
 * a test in English and Marathi in Marathi), else English.
 */
export function quizLanguageIn(
  languages: readonly QuizLanguage[],
  chosen: QuizLanguage | null,
  interfaceLanguage: string,
): QuizLanguage {
  if (chosen !== null && languages.includes(chosen)) return chosen;
  if (languages.includes(interfaceLanguage)) return interfaceLanguage;
  return DEFAULT_LANGUAGE;
}

export function storeQuizLanguage(learner: string, language: QuizLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + learner, language);
  } catch {
    // Private mode or full storage: the choice lasts this visit.
  }
}
