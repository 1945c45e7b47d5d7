import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { RankingsPage } from './RankingsPage';

describe('rankings page', () => {
  it('says the test id is missing, with a way back, and asks nothing of the server', () => {
    renderWithRouter(<RankingsPage />, { path: '/check-ranking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Test Rankings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Test ID not found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(document.title).toBe('Rankings - Test | Aspirant');
  });
});

describe('rankings page in Hindi', () => {
  it('says the test id is missing in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<RankingsPage />, { path: '/check-ranking' });
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट रैंकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('टेस्ट ID नहीं मिली');
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    expect(document.title).toBe('रैंकिंग - टेस्ट | Aspirant');
  });
});
