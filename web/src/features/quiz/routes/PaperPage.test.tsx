import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { Review } from '../api/schemas';
import { PaperPage } from './PaperPage';

/** A bilingual paper of two questions, the key out; the second question has no Hindi version. */
const review: Review = {
  attempt: {
    attemptId: 40,
    attemptNo: 1,
    score: 2,
    correctAnswers: 1,
    incorrectAnswers: 0,
    unattemptedAnswers: 1,
    totalQuestions: 2,
    totalMarks: 4,
    finishReason: 'submitted',
    lateAnswers: 0,
  },
  test: { id: 7, name: 'All-India Mock 1', slug: 'all-india-mock-1', total_marks: 4, duration: 120 },
  questions: [
    {
      number: 1,
      id: 11,
      kind: 'single_choice',
      description: '<p>If A&lt;B and B&lt;C, then?</p>',
      topic: null,
      options: [
        { id: 101, text: 'A&lt;C' },
        { id: 102, text: 'A&gt;C' },
      ],
      selectedOption: 101,
      correctOption: 102,
      outcome: 'incorrect',
      explanation: '<p>Because "&lt;" is transitive.</p>',
      timeSpentMs: 30_000,
      translations: {
        hi: {
          description: '<p>यदि क&lt;ख और ख&lt;ग, तो?</p>',
          options: [
            { id: 101, text: 'क&lt;ग' },
            { id: 102, text: 'क&gt;ग' },
          ],
          explanation: '<p>क्योंकि "&lt;" संक्रामक है।</p>',
        },
      },
    },
    {
      number: 2,
      id: 12,
      kind: 'single_choice',
      description: '<p>Only in English</p>',
      topic: null,
      options: [
        { id: 201, text: 'Yes' },
        { id: 202, text: 'No' },
      ],
      selectedOption: null,
      correctOption: 201,
      outcome: 'unattempted',
      explanation: '',
      timeSpentMs: 0,
    },
  ],
  analysis: {
    score: 2,
    rank: 1,
    participants: 1,
    percentile: 100,
    topperScore: 2,
    averageScore: 2,
    accuracy: 100,
    timeSpentMs: 30_000,
    topics: [],
    ranked: true,
  },
  keysReleaseAt: null,
};

const test = {
  id: 7,
  name: 'All-India Mock 1',
  slug: 'all-india-mock-1',
  total_question_count: 2,
  duration: 120,
  total_marks: 4,
  total_attempts: 1,
  marks_for_correct_answer: 2,
  marks_for_incorrect_answer: 0.66,
  marks_for_unattempted_answer: 0,
  languages: ['en', 'hi'],
  window: 'none',
};

function renderPaper(answer: Review, path = `/quiz/${answer.test.slug}/paper/${answer.attempt.attemptId}`) {
  saveSession('token-1', { name: 'Asha', email: 'asha@example.in' });
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const body = url.endsWith('/review') ? answer : { data: [test], serverNow: new Date().toISOString() };
    return Promise.resolve(
      new Response(JSON.stringify({ status: 200, body }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { ...renderWithRouter(<PaperPage />, { route: '/quiz/:testSlug/paper/:attemptId', path }), calls };
}

function question(number: number): HTMLElement {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent.startsWith(`${number}.`));
  if (!item) throw new Error(`no question ${number}`);
  return item;
}

describe('the printed question paper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints every question with its options in English and Hindi, without the key unless asked', async () => {
    const { calls } = renderPaper(review);
    expect(await screen.findByRole('heading', { level: 1, name: 'All-India Mock 1' })).toBeInTheDocument();
    expect(calls.some((url) => url.endsWith('/v1/modules/tests/attempts/40/review'))).toBe(true);
    expect(screen.getByText('Number of Questions:').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Time Duration:').nextSibling).toHaveTextContent('120 minutes');
    expect(await screen.findByText('Incorrect answer:')).toBeInTheDocument();
    expect(screen.getByText('Incorrect answer:').nextSibling).toHaveTextContent('-0.66');

    const first = question(1);
    expect(first).toHaveTextContent('If A<B and B<C, then?');
    expect(first).toHaveTextContent('यदि क<ख और ख<ग, तो?');
    expect(within(first).getAllByText('(a)')).toHaveLength(2);
    expect(within(first).getByText('क<ग').closest('[lang]')).toHaveAttribute('lang', 'hi');
    // A question without a Hindi version is printed once.
    expect(within(question(2)).getAllByText('Only in English')).toHaveLength(1);
    expect(screen.queryByText(/^Answer:/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'With answers and explanations' }));
    expect(within(question(1)).getByText('Answer: (b)')).toBeInTheDocument();
    expect(question(1)).toHaveTextContent('Because "<" is transitive.');
    expect(question(1)).toHaveTextContent('क्योंकि "<" संक्रामक है।');
    expect(within(question(2)).getByText('Answer: (a)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(question(1)).not.toHaveTextContent('If A<B');
    expect(question(1)).toHaveTextContent('यदि क<ख');
    expect(question(2)).toHaveTextContent('Only in English');
  });

  it('reads in Hindi for a learner using the interface in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderPaper(review, '/quiz/all-india-mock-1/paper/40?lang=hi&answers=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'All-India Mock 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'परिणाम पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/quiz/all-india-mock-1/review/40',
    );
    expect(screen.getByRole('group', { name: 'भाषा:' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'उत्तर और व्याख्या सहित' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'PDF के रूप में सेव करें / प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByText('प्रश्नों की संख्या:')).toBeInTheDocument();
    expect(within(question(1)).getByText('उत्तर: (b)')).toBeInTheDocument();
    expect(question(1)).toHaveTextContent('यदि क<ख और ख<ग, तो?');
    expect(question(1)).not.toHaveTextContent('If A<B');
  });

  it('keeps the key back while the test’s window is open', async () => {
    renderPaper({ ...review, keysReleaseAt: '2026-11-26T06:30:00Z' }, '/quiz/all-india-mock-1/paper/40?answers=1');
    await screen.findByRole('heading', { level: 1, name: 'All-India Mock 1' });
    expect(screen.getByRole('checkbox', { name: 'With answers and explanations' })).toBeDisabled();
    expect(screen.queryByText(/^Answer:/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The answer key, solutions and rankings open when the test closes at 26 Nov 2026, 12:00 pm IST.',
      ),
    ).toBeInTheDocument();
  });
});
