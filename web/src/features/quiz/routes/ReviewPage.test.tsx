import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { Review } from '../api/schemas';
import { ReviewPage } from './ReviewPage';

/** A review while the test's window is open: the key, the explanations, the score and the standing held. */
const heldReview: Review = {
  attempt: {
    attemptId: 40,
    attemptNo: 1,
    score: null,
    correctAnswers: null,
    incorrectAnswers: null,
    unattemptedAnswers: 0,
    totalQuestions: 3,
    totalMarks: 6,
    finishReason: 'submitted',
    lateAnswers: 0,
    scoreOpensAt: '2026-11-26T06:30:00Z',
  },
  test: { id: 7, name: 'All-India Mock 1', slug: 'all-india-mock-1', total_marks: 6, duration: 30 },
  questions: [1, 2, 3].map((number) => ({
    number,
    id: 10 + number,
    kind: 'single_choice',
    description: `<p>Question ${number}</p>`,
    topic: null,
    options: [
      { id: 100 + number * 10 + 1, text: 'Option A' },
      { id: 100 + number * 10 + 2, text: 'Option B' },
    ],
    selectedOption: 100 + number * 10 + 2,
    correctOption: null,
    outcome: 'answered' as const,
    explanation: '',
    timeSpentMs: 30_000,
    keyCorrectedAt: null,
  })),
  analysis: {
    score: null,
    rank: 0,
    participants: 0,
    percentile: 0,
    topperScore: 0,
    averageScore: 0,
    accuracy: null,
    timeSpentMs: 90_000,
    topics: [],
    ranked: true,
  },
  keysReleaseAt: '2026-11-26T06:30:00Z',
};

function renderReview(review: Review) {
  saveSession('token-1', { name: 'Asha', email: 'asha@example.in' });
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 200, body: review }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  return renderWithRouter(<ReviewPage />, {
    route: '/quiz/:testSlug/review/:attemptId',
    path: `/quiz/${review.test.slug}/review/${review.attempt.attemptId}`,
  });
}

describe('the review while the test’s window is open', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the answers are in, and holds the score, the key, the solutions and the rankings', async () => {
    renderReview(heldReview);
    const banner = await screen.findByRole('region', { name: 'Others are still sitting this test' });
    expect(banner).toHaveTextContent(
      'The answer key, solutions and rankings open when the test closes at 26 Nov 2026, 12:00 pm IST.',
    );
    // The answers are in; the score, the counts of right and wrong and the accuracy wait for the key.
    expect(
      screen.getByText('Your answers are in. Your score opens with the answer key at 26 Nov 2026, 12:00 pm IST.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Accuracy')).not.toBeInTheDocument();
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
    // No rank: the standing says when the rankings come, and there is no way to them yet.
    expect(
      screen.getByText('Rankings will be published when the test closes at 26 Nov 2026, 12:00 pm IST.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Rank /)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check Ranking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How you compare' })).not.toBeInTheDocument();
    // Each answer is the learner's, neither right nor wrong, with no correct option and no explanation.
    expect(screen.getByRole('heading', { level: 2, name: 'Your answers' })).toBeInTheDocument();
    const question = screen.getByRole('article', { name: 'Question 2' });
    expect(within(question).getByText('Answered')).toBeInTheDocument();
    expect(within(question).getByText('Your answer')).toBeInTheDocument();
    expect(within(question).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(within(question).queryByRole('heading', { name: 'Explanation' })).not.toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Questions by state' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All 3', 'Answered 3', 'Not answered 0', 'Marked for review 0']);
  });

  it('says so in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderReview(heldReview);
    const banner = await screen.findByRole('region', { name: 'अन्य अभ्यर्थी अभी यह टेस्ट दे रहे हैं' });
    expect(banner).toHaveTextContent('उत्तर कुंजी, हल और रैंकिंग टेस्ट के 26 नवंबर 2026, दोपहर 12:00 IST पर बंद होने पर खुलेंगे।');
    expect(
      screen.getByText('रैंकिंग टेस्ट के 26 नवंबर 2026, दोपहर 12:00 IST पर बंद होने पर प्रकाशित की जाएगी।'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('आपके उत्तर जमा हो गए हैं। आपका स्कोर उत्तर कुंजी के साथ 26 नवंबर 2026, दोपहर 12:00 IST पर खुलेगा।'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'प्रश्न 1' })).getByText('उत्तर दिया')).toBeInTheDocument();
  });

  it('shows the key and the standing once the window has closed', async () => {
    renderReview({
      ...heldReview,
      keysReleaseAt: null,
      attempt: { ...heldReview.attempt, score: 3.34, correctAnswers: 2, incorrectAnswers: 1, scoreOpensAt: null },
      questions: heldReview.questions.map((question) => ({
        ...question,
        correctOption: question.selectedOption,
        outcome: 'correct' as const,
        explanation: '<p>Because.</p>',
      })),
      analysis: {
        ...heldReview.analysis,
        score: 3.34,
        accuracy: 66.67,
        rank: 1,
        participants: 12,
        percentile: 100,
        topperScore: 6,
      },
    });
    await screen.findByText('Rank 1');
    expect(screen.getAllByText('3.34').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Your answers are in/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How you compare' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Others are still sitting this test' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Ranking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question paper (PDF)' })).toHaveAttribute(
      'href',
      '/quiz/all-india-mock-1/paper/40',
    );
    const question = screen.getByRole('article', { name: 'Question 2' });
    expect(within(question).getByText('Correct answer')).toBeInTheDocument();
    expect(within(question).getByRole('heading', { name: 'Explanation' })).toBeInTheDocument();
  });
});
