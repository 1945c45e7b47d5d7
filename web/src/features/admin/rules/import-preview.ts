/**
 * How the CSV import's preview reads: the server answers every row it read and every row's
 * problems keyed by the question's field names; staff fix the file, so each problem is shown
 * against the file's row number and the CSV column it came from.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/i18n/languages';
import { optionLetter } from './question-schema';
import { countOf } from './words';

export interface RowProblems {
  row: number;
  errors: Readonly<Record<string, string>>;
}

export interface ProblemLine {
  row: number;
  /** The CSV column to look at ("question", "option_a to option_f"), or "whole row". */
  column: string;
  message: string;
}

/**
 * The server's field names, as the template's columns name them, in the template's order: the
 * first version's, then each other language of the registry's (translations.mr.description is
 * the column question_mr), as the server makes the template.
 */
const COLUMNS: readonly (readonly [field: string, column: string])[] = [
  ['row', 'whole row'],
  ['description', 'question'],
  ['options', 'option_a to option_f'],
  ['correct', 'correct'],
  ['explanation', 'explanation'],
  ['topic', 'topic'],
  ['difficulty', 'difficulty'],
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap(
    (language) =>
      [
        [`translations.${language}.description`, `question_${language}`],
        [`translations.${language}.options`, `option_a_${language} to option_f_${language}`],
        [`translations.${language}.explanation`, `explanation_${language}`],
      ] as const,
  ),
];

function columnRank(field: string): number {
  const index = COLUMNS.findIndex(([name]) => name === field);
  return index === -1 ? COLUMNS.length : index;
}

export function columnOf(field: string): string {
  return COLUMNS.find(([name]) => name === field)?.[1] ?? field;
}

/** One line per problem: by row, then in the template's column order. */
export function problemLines(problems: readonly RowProblems[]): ProblemLine[] {
  return [...problems]
    .sort((a, b) => a.row - b.row)
    .flatMap((problem) =>
      Object.entries(problem.errors)
        .sort(([a], [b]) => columnRank(a) - columnRank(b))
        .map(([field, message]) => ({ row: problem.row, column: columnOf(field), message })),
    );
}

export interface PreviewSummary {
  /** Only a file without problems is imported (all rows in one transaction). */
  canImport: boolean;
  headline: string;
}

/**
 * Warnings (columns of a language the test is not set in, which learners will not see) do not stop the import, but
 * the headline sends staff to them before they press Import.
 */
export function previewSummary(
  questionCount: number,
  problems: readonly RowProblems[],
  warnings: readonly string[] = [],
): PreviewSummary {
  const read = countOf(questionCount, 'question', 'questions');
  if (problems.length === 0) {
    const ready = `${read} read, no problems: ready to import.`;
    if (warnings.length === 0) return { canImport: questionCount > 0, headline: ready };
    const first = warnings.length === 1 ? 'the warning' : `the ${warnings.length} warnings`;
    return { canImport: questionCount > 0, headline: `${ready} Read ${first} below first.` };
  }
  return {
    canImport: false,
    headline: `${read} read; ${countOf(problems.length, 'row has', 'rows have')} problems. Fix them in the file and preview it again: nothing is imported until every row is right.`,
  };
}

/** The correct option as the file wrote it ("B"), or a dash when the row named none. */
export function correctLetter(correct: number, optionCount: number): string {
  return correct >= 1 && correct <= optionCount ? optionLetter(correct) : '—';
}

/** A question's versions in other languages, in the registry's order. */
export function versionsOf<V>(translations: Readonly<Record<Language, V>> | undefined): [Language, V][] {
  return LANGUAGES.flatMap((language) => {
    const version = translations?.[language];
    return version === undefined ? [] : [[language, version] as [Language, V]];
  });
}
