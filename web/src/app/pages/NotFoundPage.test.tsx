import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
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

  it('says it in Hindi, the tab title too', async () => {
    await act(() => setLanguage('hi'));
    renderWithRouter(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('क्षमा करें, आप जो पेज खोज रहे हैं वह मौजूद नहीं है या कहीं और ले जाया गया है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला | Aspirant');
  });
});
