import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { StoredUser } from '@/lib/auth/stored-user';
import { createTestQueryClient } from '@/test/render';
import { AdminApp, AdminHome } from './AdminApp';

/**
 * The console as the app's router mounts it (/admin and /admin/*), for a given user. No API
 * answers are invented: every call fails as it would offline, which only shows error states.
 */
function renderConsole(path: string, user: StoredUser | null) {
  const auth: AuthContextValue = {
    isLoggedIn: user !== null,
    user,
    authDialog: null,
    onOpenAuth: vi.fn(),
    closeAuth: vi.fn(),
    logout: vi.fn(),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <AuthContext value={auth}>
            <AdminHome />
          </AuthContext>
        ),
      },
      {
        path: '/admin/*',
        element: (
          <AuthContext value={auth}>
            <AdminApp />
          </AuthContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { auth, router };
}

const person = (role: string): StoredUser => ({ name: 'Priya Raman', email: `${role}@aspirant.test`, role });

describe('the staff console’s gate', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    return () => vi.unstubAllGlobals();
  });

  it('asks a visitor to log in', async () => {
    const { auth } = renderConsole('/admin', null);
    expect(screen.getByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(auth.onOpenAuth).toHaveBeenCalledWith('login');
  });

  it('tells a learner the console is for staff only', () => {
    renderConsole('/admin/catalog/subscriptions', person('student'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('takes an evaluator straight to the answers, with only the evaluation pages in the navigation', async () => {
    const { router } = renderConsole('/admin', person('evaluator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mains answers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/evaluation');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mains answers', 'Second marking']);
  });

  it('keeps an evaluator out of admin pages', () => {
    renderConsole('/admin/learners/12', person('evaluator'));
    expect(screen.getByRole('heading', { level: 1, name: 'For admins only' })).toBeInTheDocument();
  });

  it('gives an admin every section and the page asked for', () => {
    renderConsole('/admin/catalog/subscriptions', person('admin'));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    for (const name of [
      'Dashboard',
      'Subscriptions',
      'Prelims tests',
      'Mains answers',
      'Leads',
      'Learners',
      'Audit log',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /New subscription/ })).toHaveAttribute(
      'href',
      '/admin/catalog/subscriptions/new',
    );
  });
});
