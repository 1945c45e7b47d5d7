/**
 * The question form of the question bank, with the server's rules and words: the question is
 * required (at most 20,000 characters), 2 to 6 options none empty, one of them correct, a
 * topic of at most 100 characters, difficulty easy, medium or hard. Beside each text its version
 * in each other language of the test (docs/product.md, "Languages of a test"), keyed by the
 * registry's language code: none of it, or the question with a text for every option.
 */
import { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageRow } from '@/i18n/languages';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

/** A question's version in one language, as the form holds it (its options sit with the options). */
const versionSchema = z.object({ description: z.string().check(z.trim()), explanation: z.string().check(z.trim()) });

export const questionFormSchema = z
  .object({
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'The question is required.'),
        z.maxLength(20000, 'The question must be at most 20,000 characters.'),
      ),
    explanation: z.string().check(z.trim()),
    /** The versions' question and explanation, by language code. */
    translations: z.record(z.string(), versionSchema),
    topic: z.string().check(z.trim(), z.maxLength(100, 'The topic must be at most 100 characters.')),
    difficulty: z.enum(DIFFICULTIES),
    options: z
      .array(
        z.object({
          text: z.string().check(z.trim()),
          /** The option in each version, by language code. */
          translations: z.record(z.string(), z.string().check(z.trim())),
        }),
      )
      .check(
        z.refine(
          (options) =>
            options.length >= MIN_OPTIONS &&
            options.length <= MAX_OPTIONS &&
            options.every((option) => option.text !== ''),
          'Give from 2 to 6 options, none of them empty.',
        ),
      ),
    /** The 1-based position of the correct option, as the radio buttons give it. */
    correct: z.string(),
  })
  .check(
    z.refine(
      (values) => {
        const correct = Number(values.correct);
        return Number.isInteger(correct) && correct >= 1 && correct <= values.options.length;
      },
      { message: 'Choose which option is correct.', path: ['correct'] },
    ),
    z.superRefine((values, context) => {
      for (const language of versionLanguagesOf(values)) {
        if (!hasVersion(values, language)) continue;
        const name = languageRow(language).englishName;
        if ((values.translations[language]?.description ?? '') === '') {
          context.addIssue({
            code: 'custom',
            message: `Give the ${name} question too, or leave the whole ${name} version empty.`,
            path: ['translations', language, 'description'],
            input: values,
          });
        }
        if (values.options.some((option) => (option.translations[language] ?? '') === '')) {
          context.addIssue({
            code: 'custom',
            message: `Give every option in ${name} too, or leave the whole ${name} version empty.`,
            path: ['options'],
            input: values,
          });
        }
      }
    }),
  );

export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** The languages any part of the form holds a version in. */
function versionLanguagesOf(values: Pick<QuestionFormValues, 'translations' | 'options'>): Language[] {
  const found = new Set([
    ...Object.keys(values.translations),
    ...values.options.flatMap((option) => Object.keys(option.translations)),
  ]);
  return [...found];
}

/** Whether any part of a language's version is filled in (then all of it must be). */
function hasVersion(values: Pick<QuestionFormValues, 'translations' | 'options'>, language: Language): boolean {
  const version = values.translations[language];
  return (
    (version?.description ?? '') !== '' ||
    (version?.explanation ?? '') !== '' ||
    values.options.some((option) => (option.translations[language] ?? '') !== '')
  );
}

/** A question's version in one language, as the server takes and answers it. */
export interface QuestionVersion {
  description: string;
  explanation: string;
  /** As many as the question's options, in their order. */
  options: string[];
}

/** What the server takes (POST/PUT JSON). */
export interface QuestionPayload {
  description: string;
  explanation: string;
  topic: string;
  difficulty: string;
  options: string[];
  correct: number;
  /** By language code; a language left out has no version. */
  translations: Record<Language, QuestionVersion>;
}

export interface QuestionLike {
  description: string;
  explanation: string;
  topic: string;
  difficulty: string;
  options: readonly string[];
  correct: number;
  translations?: Readonly<Record<Language, Readonly<QuestionVersion>>> | null;
}

/**
 * The languages the form offers a version in, in the registry's order: the test's languages after
 * its first (docs/product.md, "Languages of a test"), and any the question already has, so that
 * editing never drops one. English is the main texts' language and never a version.
 */
export function versionLanguages(testLanguages: readonly Language[], question: QuestionLike | null): Language[] {
  const wanted = new Set([...testLanguages.slice(1), ...Object.keys(question?.translations ?? {})]);
  return LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE && wanted.has(language));
}

export function questionFormValues(question: QuestionLike | null): QuestionFormValues {
  if (!question) {
    return {
      description: '',
      explanation: '',
      translations: {},
      topic: '',
      difficulty: 'medium',
      options: [0, 1, 2, 3].map(() => ({ text: '', translations: {} })),
      correct: '',
    };
  }
  const difficulty = DIFFICULTIES.find((value) => value === question.difficulty) ?? 'medium';
  const versions = Object.entries(question.translations ?? {});
  return {
    description: question.description,
    explanation: question.explanation,
    translations: Object.fromEntries(
      versions.map(([language, version]) => [
        language,
        { description: version.description, explanation: version.explanation },
      ]),
    ),
    topic: question.topic,
    difficulty,
    options: question.options.map((text, index) => ({
      text,
      translations: Object.fromEntries(versions.map(([language, version]) => [language, version.options[index] ?? ''])),
    })),
    correct: String(question.correct),
  };
}

export function questionPayload(values: QuestionFormValues): QuestionPayload {
  const translations: Record<Language, QuestionVersion> = {};
  for (const language of versionLanguagesOf(values)) {
    if (!hasVersion(values, language)) continue;
    translations[language] = {
      description: values.translations[language]?.description ?? '',
      explanation: values.translations[language]?.explanation ?? '',
      options: values.options.map((option) => option.translations[language] ?? ''),
    };
  }
  return {
    description: values.description,
    explanation: values.explanation,
    topic: values.topic,
    difficulty: values.difficulty,
    options: values.options.map((option) => option.text),
    correct: Number(values.correct),
    translations,
  };
}

/**
 * The form's fields of the versions' texts, as the server names them in its messages
 * (translations.mr.description); a message about a version's options is shown above the buttons.
 */
export function versionFields(
  languages: readonly Language[],
): `translations.${string}.${'description' | 'explanation'}`[] {
  return languages.flatMap((language) => [
    `translations.${language}.description` as const,
    `translations.${language}.explanation` as const,
  ]);
}

/** "A" for the first option: how the CSV's correct column and the learners' screen name them. */
export function optionLetter(position: number): string {
  return String.fromCharCode(64 + position);
}
