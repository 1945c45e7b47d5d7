import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { Test } from '../api/schemas';
import { StartPage } from './StartPage';

function runningTest(): Test {
  return {
    id: 8,
    name: 'GS Test 05',
    slug: 'gs-test-05',
    description: '<p>One hundred questions on polity and history.</p>',
    total_question_count: 100,
    duration: 120,
    total_marks: 200,
    total_attempts: 3,
    marks_for_correct_answer: 2,
    marks_for_incorrect_answer: 0.66,
    marks_for_unattempted_answer: 0,
    attemptsMade: 1,
    // Opened on another device: the server's word that an attempt runs.
    openAttemptDeadline: new Date(Date.now() + 40 * 60_000).toISOString(),
    languages: ['en'],
    translations: {},
    opens_at: null,
    closes_at: null,
    window: 'none',
  };
}

/** Whether a comes before b in the page. */
function before(a: Element, b: Element): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('the start page of a test in progress', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('puts the attempt, its time left and Resume first, above the test’s details', () => {
    renderWithRouter(<StartPage test={runningTest()} />);
    const running = screen.getByRole('region', { name: 'You have a test in progress.' });
    const resume = within(running).getByRole('button', { name: 'Resume Test' });
    expect(within(running).getByText(/Time left:/)).toBeInTheDocument();
    expect(before(resume, screen.getByText('One hundred questions on polity and history.'))).toBe(true);
    expect(before(resume, screen.getByRole('heading', { name: 'Marking Scheme' }))).toBe(true);
    expect(screen.getAllByRole('button', { name: /Resume Test|Start Test/ })).toHaveLength(1);
  });

  it('does so in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<StartPage test={runningTest()} />);
    const running = screen.getByRole('region', { name: 'आपका एक टेस्ट अभी चल रहा है।' });
    expect(within(running).getByRole('button', { name: 'अधूरा टेस्ट जारी रखें' })).toBeInTheDocument();
  });
});
