import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { AttemptedTestsPage } from './AttemptedTestsPage';

describe('attempted test results page', () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderWithRouter(<AttemptedTestsPage />, { path: '/check-attempted-test?testId=3' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a learner without a test back to the prelims tests', async () => {
    saveSession('token', { name: 'Asha', unique_id: 'ASP-1' });
    const { router } = renderWithRouter(<AttemptedTestsPage />, { path: '/check-attempted-test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prelims-tests'));
  });

  describe('while a live test’s key is held', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('says the answers are in and when the score opens, without a score or counts of right and wrong', async () => {
      saveSession('token', { name: 'Asha', unique_id: 'ASP-1' });
      const attempted = {
        status: 200,
        getAttemptedTest: [
          {
            id: 40,
            attempts: 1,
            creation_date: '2026-11-26T05:00:00Z',
            score: null,
            correctAnswers: null,
            incorrectAnswers: null,
            unattemptedAnswers: 2,
            finishReason: 'submitted',
            scoreOpensAt: '2026-11-26T06:30:30Z',
          },
        ],
        getTest: { name: 'All-India Mock 1', slug: 'all-india-mock-1', total_marks: 200, duration: 120 },
        totalAttemptsMadeByUser: 1,
        openAttempt: null,
      };
      vi.stubGlobal('fetch', () =>
        Promise.resolve(
          new Response(JSON.stringify(attempted), { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
      renderWithRouter(<AttemptedTestsPage />, { path: '/check-attempted-test?testId=3' });
      expect(
        await screen.findByText(
          'Your answers are in. Your score opens with the answer key at 26 Nov 2026, 12:00 pm IST.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Score')).not.toBeInTheDocument();
      expect(screen.queryByText('Correct Answers')).not.toBeInTheDocument();
      expect(screen.getByText('2')).toBeInTheDocument(); // the questions left unanswered
    });
  });
});
