import { describe, expect, it } from 'vitest';
import { correctLetter, problemLines, previewSummary, versionsOf } from './import-preview';

describe('the CSV preview’s row problems', () => {
  it('lists problems by row, in the template’s column order, under the CSV’s column names', () => {
    const lines = problemLines([
      { row: 5, errors: { difficulty: 'Difficulty must be easy, medium or hard.' } },
      {
        row: 3,
        errors: {
          correct: 'The correct column must name a given option (A to B).',
          options: 'Give from 2 to 6 options, none of them empty.',
          description: 'The question is required.',
        },
      },
      { row: 4, errors: { row: 'This row could not be read: extraneous " in field' } },
    ]);
    expect(lines).toEqual([
      { row: 3, column: 'question', message: 'The question is required.' },
      { row: 3, column: 'option_a to option_f', message: 'Give from 2 to 6 options, none of them empty.' },
      { row: 3, column: 'correct', message: 'The correct column must name a given option (A to B).' },
      { row: 4, column: 'whole row', message: 'This row could not be read: extraneous " in field' },
      { row: 5, column: 'difficulty', message: 'Difficulty must be easy, medium or hard.' },
    ]);
  });

  it('keeps a field it does not know under its own name', () => {
    expect(problemLines([{ row: 2, errors: { source: 'Unknown.' } }])).toEqual([
      { row: 2, column: 'source', message: 'Unknown.' },
    ]);
  });

  it('allows the import only for a file without problems', () => {
    expect(previewSummary(2, [])).toEqual({
      canImport: true,
      headline: '2 questions read, no problems: ready to import.',
    });
    const withProblems = previewSummary(3, [{ row: 2, errors: { correct: 'x' } }]);
    expect(withProblems.canImport).toBe(false);
    expect(withProblems.headline).toMatch(/^3 questions read; 1 row has problems\./);
    expect(previewSummary(0, []).canImport).toBe(false);
  });

  it('names a version’s problems by the columns of its language, languages in the registry’s order', () => {
    expect(
      problemLines([
        {
          row: 2,
          errors: {
            'translations.mr.description': 'Give the Marathi question too, or leave the whole Marathi version empty.',
            'translations.hi.explanation': 'Too long.',
            'translations.hi.options':
              'The Hindi version must have the same 4 options as the first, in the same order.',
            'translations.hi.description': 'Give the Hindi question too, or leave the whole Hindi version empty.',
            description: 'The question is required.',
          },
        },
      ]).map((line) => line.column),
    ).toEqual(['question', 'question_hi', 'option_a_hi to option_f_hi', 'explanation_hi', 'question_mr']);
  });

  it('lists a question’s versions in the registry’s order', () => {
    expect(versionsOf({ mr: 'मराठी', hi: 'हिन्दी' })).toEqual([
      ['hi', 'हिन्दी'],
      ['mr', 'मराठी'],
    ]);
    expect(versionsOf(undefined)).toEqual([]);
  });

  it('sends staff to the warnings before a clean file is imported, and still allows it', () => {
    const hindiNotShown =
      'The file has Hindi columns, but this test is set in English only, so learners will not see them.';
    expect(previewSummary(2, [], [hindiNotShown])).toEqual({
      canImport: true,
      headline: '2 questions read, no problems: ready to import. Read the warning below first.',
    });
    expect(previewSummary(1, [], ['a', 'b']).headline).toBe(
      '1 question read, no problems: ready to import. Read the 2 warnings below first.',
    );
    expect(previewSummary(2, [{ row: 2, errors: { correct: 'x' } }], [hindiNotShown]).canImport).toBe(false);
  });

  it('shows the correct option as the file’s letter', () => {
    expect(correctLetter(2, 4)).toBe('B');
    expect(correctLetter(5, 4)).toBe('—');
    expect(correctLetter(0, 4)).toBe('—');
  });
});
