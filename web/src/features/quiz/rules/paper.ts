/**
 * The printed question paper (docs/product.md, "The printed question paper"): which languages it
 * is printed in, and each question's versions in them. A bilingual paper prints both, English
 * first and Hindi below it, as UPSC prints its booklets; the learner may keep one.
 */
import { type QuizLanguage, questionIn } from './question-language';

export type PaperLanguage = QuizLanguage | 'both';

/** The choices a bilingual paper offers, the default first. */
export const PAPER_LANGUAGES: readonly PaperLanguage[] = ['both', 'en', 'hi'];

/** The paper's language as the address names it (?lang=en), else both. */
export function paperLanguageOf(value: string | null): PaperLanguage {
  return value === 'en' || value === 'hi' ? value : 'both';
}

interface Translatable {
  description: string;
  options: { id: number; text: string }[];
  explanation?: string;
  translations?: { hi?: { description: string; options: { id: number; text: string }[]; explanation?: string } };
}

/**
 * The versions of a question a paper prints, each with the language it is really in: English and
 * Hindi for both, the one chosen otherwise. A question without a Hindi version prints once, in its
 * own words, whatever was chosen (`base` is the language of those words: Hindi for a test set in
 * Hindi alone).
 */
export function paperVersions<Q extends Translatable>(
  question: Q,
  language: PaperLanguage,
  base: QuizLanguage = 'en',
): { question: Q; language: QuizLanguage }[] {
  const wanted: QuizLanguage[] = language === 'both' ? ['en', 'hi'] : [language];
  const versions = wanted.map((choice) => questionIn(question, choice));
  const unique = versions.filter(
    (version, index) => versions.findIndex((v) => v.language === version.language) === index,
  );
  // questionIn names a question without a Hindi version English: it is in the test's own language.
  return unique.map((version) => (question.translations?.hi ? version : { ...version, language: base }));
}
