import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { Test } from '../api/schemas';
import { StartPage } from './StartPage';

const bilingualTest: Test = {
  id: 7,
  name: 'GS Paper I: Polity Mock 3',
  slug: 'gs-polity-mock-3',
  description: '',
  total_question_count: 100,
  duration: 120,
  total_marks: 200,
  total_attempts: 3,
  marks_for_correct_answer: 2,
  marks_for_incorrect_answer: 0.66,
  marks_for_unattempted_answer: 0,
  attemptsMade: 1,
  openAttemptDeadline: null,
  languages: ['en', 'hi'],
};

describe('the start page', () => {
  it('opens a bilingual test in English for an English interface', () => {
    renderWithRouter(<StartPage test={bilingualTest} />);
    expect(screen.getByRole('heading', { name: 'Marking Scheme' })).toBeInTheDocument();
    expect(screen.getByText('120 minutes')).toBeInTheDocument();
    const defaults = screen.getByRole('group', { name: 'Default language' });
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Hindi in a Hindi interface, and opens the questions in Hindi until the learner chooses', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<StartPage test={bilingualTest} />);

    expect(screen.getByRole('heading', { name: 'अंकन योजना' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeInTheDocument();
    expect(screen.getByText('प्रश्नों की संख्या')).toBeInTheDocument();
    // Numbers through the hi-IN locale.
    expect(screen.getByText('120 मिनट')).toBeInTheDocument();
    expect(screen.getByText('(1 हो चुके)')).toBeInTheDocument();
    expect(screen.getByText(new Intl.NumberFormat('hi-IN').format(100))).toBeInTheDocument();

    // No choice yet: the question language follows the interface.
    const defaults = screen.getByRole('group', { name: 'डिफ़ॉल्ट भाषा' });
    expect(within(defaults).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');

    // A choice is the learner's, whatever the interface's language.
    await userEvent.click(within(defaults).getByRole('button', { name: 'English' }));
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('hi'));
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
