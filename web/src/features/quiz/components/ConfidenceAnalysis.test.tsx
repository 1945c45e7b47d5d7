import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { ConfidenceAnalysis as Analysis } from '../api/schemas';
import { ConfidenceAnalysis } from './ConfidenceAnalysis';

const analysis: Analysis = {
  rows: [
    { tag: 'sure', answered: 2, correct: 1, incorrect: 1, accuracy: 50, netMarks: 1.34 },
    { tag: 'fifty', answered: 1, correct: 1, incorrect: 0, accuracy: 100, netMarks: 2 },
    { tag: 'guess', answered: 3, correct: 0, incorrect: 3, accuracy: 0, netMarks: -1.98 },
    { tag: 'untagged', answered: 0, correct: 0, incorrect: 0, accuracy: 0, netMarks: 0 },
  ],
  tagged: 6,
  scoreWithoutGuesses: 3.34,
};

function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('the analysis by confidence', () => {
  it('shows a row per tag and the score without the guesses', () => {
    render(<ConfidenceAnalysis confidence={analysis} score={1.36} />);
    expect(screen.getByRole('heading', { name: 'Accuracy by confidence' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Tag', 'Correct', 'Wrong', 'Accuracy', 'Net marks'],
      ['Sure', '1 of 2', '1', '50%', '+1.34'],
      ['50:50', '1 of 1', '0', '100%', '+2.00'],
      ['Guess', '0 of 3', '3', '0%', '-1.98'],
      ['Not tagged', '0 of 0', '0', '–', '0.00'],
    ]);
    expect(
      screen.getByText('Without your guesses you would have scored 3.34. Your guesses cost you 1.98 marks.'),
    ).toBeInTheDocument();
  });

  it('says so when there were no guesses, or no tags at all', () => {
    const noGuesses = {
      ...analysis,
      rows: analysis.rows.map((row) =>
        row.tag === 'guess' ? { ...row, answered: 0, incorrect: 0, netMarks: 0 } : row,
      ),
      tagged: 3,
      scoreWithoutGuesses: 3.34,
    };
    const { unmount } = render(<ConfidenceAnalysis confidence={noGuesses} score={3.34} />);
    expect(screen.getByText('You tagged no answer as a guess.')).toBeInTheDocument();
    unmount();

    render(<ConfidenceAnalysis confidence={{ ...analysis, tagged: 0 }} score={1.36} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/Tag your answers Sure, 50:50 or Guess/)).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<ConfidenceAnalysis confidence={{ ...analysis, scoreWithoutGuesses: 5.5 }} score={1.36} />);
    expect(rows()[0]).toEqual(['टैग', 'सही', 'गलत', 'सटीकता', 'शुद्ध अंक']);
    expect(rows()[3]?.slice(0, 2)).toEqual(['अनुमान', '3 में से 0']);
    expect(screen.getByText('अनुमान वाले उत्तर छोड़ देते तो आपके अंक 5.50 होते। अनुमानों से आपके 4.14 अंक कटे।')).toBeInTheDocument();
  });
});
