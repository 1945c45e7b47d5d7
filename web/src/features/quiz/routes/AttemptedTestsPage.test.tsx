import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
