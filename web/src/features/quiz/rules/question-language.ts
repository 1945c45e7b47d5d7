/**
 * The language a bilingual test's questions are read in (docs/product.md, "Languages of a
 * test"). The options have the same ids in both languages, so switching changes only the words
 * on screen: never the answer, the review mark or the clock.
 */

export type QuizLanguage = 'en' | 'hi';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<QuizLanguage, string>> = { en: 'English', hi: 'हिन्दी' };

export const QUIZ_LANGUAGES: readonly QuizLanguage[] = ['en', 'hi'];

interface Option {
  id: number;
  text: string;
}

interface Translatable {
  description: string;
  options: Option[];
  explanation?: string;
  translations?: { hi?: { description: string; options: Option[]; explanation?: string } };
}

/** A test set in English and Hindi: its questions can be switched. */
export function isBilingual(languages: readonly string[]): boolean {
  return languages.includes('en') && languages.includes('hi');
}

/** Whether any of the questions has a Hindi version to switch to. */
export function hasHindiVersion(questions: readonly Translatable[]): boolean {
  return questions.some((question) => question.translations?.hi !== undefined);
}

/**
 * The question as it reads in `language`, and the language it is really in: a question without
 * a Hindi version stays in its first language. Options keep their ids (and their order).
 */
export function questionIn<Q extends Translatable>(
  question: Q,
  language: QuizLanguage,
): { question: Q; language: QuizLanguage } {
  const hi = question.translations?.hi;
  if (language !== 'hi' || !hi) return { question, language: 'en' };
  const textOf = new Map(hi.options.map((option) => [option.id, option.text]));
  return {
    question: {
      ...question,
      description: hi.description,
      options: question.options.map((option) => ({ ...option, text: textOf.get(option.id) ?? option.text })),
      ...(question.explanation !== undefined ? { explanation: hi.explanation ?? question.explanation } : {}),
    },
    language: 'hi',
  };
}

const STORAGE_PREFIX = 'aspirant.quizLanguage.';

/** The language the learner chose (remembered per learner on this device), or null before any choice. */
export function chosenQuizLanguage(learner: string): QuizLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + learner);
    return stored === 'hi' || stored === 'en' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The learner's question language: their choice, else `fallback` (the interface's language, so a
 * learner using the interface in Hindi reads a bilingual test in Hindi; English at first).
 */
export function storedQuizLanguage(learner: string, fallback: QuizLanguage = 'en'): QuizLanguage {
  return chosenQuizLanguage(learner) ?? fallback;
}

/** The question language that goes with an interface language: Hindi for Hindi, else English. */
export function quizLanguageFor(interfaceLanguage: string): QuizLanguage {
  return interfaceLanguage === 'hi' ? 'hi' : 'en';
}

export function storeQuizLanguage(learner: string, language: QuizLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + learner, language);
  } catch {
    // Private mode or full storage: the choice lasts this visit.
  }
}
