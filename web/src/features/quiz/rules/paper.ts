/**
 * The printed question paper (docs/product.md, "The printed question paper"): which languages it
 * is printed in, and each question's versions in them. A bilingual paper prints all its languages,
 * English first and the other below it, as UPSC prints its booklets; the learner may keep one.
 */
import { type QuizLanguage, questionIn } from './question-language';

/** What a paper prints: one of its languages ('en', 'mr'), or 'both', every one of them. */
export type PaperLanguage = QuizLanguage;

/** The choices a paper in these languages offers, the default first. */
export function paperLanguages(languages: readonly QuizLanguage[]): PaperLanguage[] {
  return ['both', ...languages];
}

/** The paper's language as the address names it (?lang=mr) when the paper has it, else both. */
export function paperLanguageOf(value: string | null, languages: readonly QuizLanguage[]): PaperLanguage {
  return value !== null && languages.includes(value) ? value : 'both';
}

interface Version {
  description: string;
  options: { id: number; text: string }[];
  explanation?: string;
}

interface Translatable extends Version {
  translations?: Partial<Record<string, Version>>;
}

/**
 * The versions of a question a paper in `languages` prints, each with the language it is really
 * in: every language for both, the one chosen otherwise. A question without versions prints once,
 * in its own words, whatever was chosen (`base` is the language of those words: Hindi for a test
 * set in Hindi alone).
 */
export function paperVersions<Q extends Translatable>(
  question: Q,
  language: PaperLanguage,
  languages: readonly QuizLanguage[],
  base: QuizLanguage = 'en',
): { question: Q; language: QuizLanguage }[] {
  const wanted: readonly QuizLanguage[] = language === 'both' ? languages : [language];
  const versions = wanted.map((choice) => questionIn(question, choice));
  const unique = versions.filter(
    (version, index) => versions.findIndex((v) => v.language === version.language) === index,
  );
  // questionIn names a question without versions English: it is in the test's own language.
  const translated = Object.values(question.translations ?? {}).some((version) => version !== undefined);
  return unique.map((version) => (translated ? version : { ...version, language: base }));
}
