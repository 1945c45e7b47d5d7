import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context';
import { ACCOUNT_SCOPE } from '@/lib/query-client';
import { clearSession, saveSession } from '@/lib/session';
import { createTestQueryClient, renderWithRouter } from '@/test/render';

function WhoIsLoggedIn() {
  const { isLoggedIn, user } = useAuth();
  return <output aria-label="who">{isLoggedIn ? (user?.name ?? '') : 'nobody'}</output>;
}

describe('AuthProvider', () => {
  it('counts as logged in only with both the token and the user data', () => {
    window.localStorage.setItem('userData', JSON.stringify({ name: 'Asha' }));
    renderWithRouter(<WhoIsLoggedIn />);
    expect(screen.getByRole('status', { name: 'who' })).toHaveTextContent('nobody');
    act(() => saveSession('token-1', { name: 'Asha' }));
    expect(screen.getByRole('status', { name: 'who' })).toHaveTextContent('Asha');
  });

  it('forgets the learner’s cached data when the session ends, and keeps everyone else’s', () => {
    saveSession('token-1', { name: 'Asha' });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData([ACCOUNT_SCOPE, 'profile'], { name: 'Asha' });
    queryClient.setQueryData(['content', 'faqs'], []);
    renderWithRouter(<WhoIsLoggedIn />, { queryClient });

    act(() => clearSession());
    expect(screen.getByRole('status', { name: 'who' })).toHaveTextContent('nobody');
    expect(queryClient.getQueryData([ACCOUNT_SCOPE, 'profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['content', 'faqs'])).toEqual([]);
  });
});
