import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
