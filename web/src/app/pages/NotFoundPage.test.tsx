import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the fixed texts and a way home', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<NotFoundPage />, { path: '/no/such/page' });

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Aspirant');

    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
