import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { renderWithRouter } from '@/test/render';
import { ProfilePage } from './ProfilePage';

function AuthDialogProbe() {
  const { authDialog } = useAuth();
  return <output aria-label="auth dialog">{authDialog ?? 'closed'}</output>;
}

describe('profile page', () => {
  it('asks a visitor to log in, and its Login button opens the login dialog', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <ProfilePage />
        <AuthDialogProbe />
      </>,
      { path: '/profile' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
  });
});

describe('profile page in Hindi', () => {
  it('asks a visitor to log in, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithRouter(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByText('अपनी प्रोफ़ाइल देखने के लिए कृपया लॉग इन करें।')).toBeInTheDocument();
    expect(document.title).toBe('मेरी प्रोफ़ाइल | Aspirant');
  });
});
