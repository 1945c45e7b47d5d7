import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { ResetPasswordPage, resetPasswordLoader } from './ResetPasswordPage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/reset-password',
        loader: resetPasswordLoader,
        Component: ResetPasswordPage,
        HydrateFallback: () => null,
      },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('reset password screen', () => {
  it.each(['/reset-password', '/reset-password?token=', '/reset-password?other=1'])(
    'without a token (%s) says so in a toast and goes home',
    async (path) => {
      const router = renderAt(path);
      await screen.findByRole('heading', { name: 'Home page' });
      expect(router.state.location.pathname).toBe('/');
      expect(await screen.findByText('Invalid or missing reset token')).toBeInTheDocument();
    },
  );

  it('with a token shows the form, whose rules stop a bad password before any call', async () => {
    const user = userEvent.setup();
    const router = renderAt('/reset-password?token=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    expect(screen.getByRole('link', { name: /Back to Login/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Show New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm New Password' })).toBeInTheDocument();

    const password = screen.getByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Confirm New Password/);
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
