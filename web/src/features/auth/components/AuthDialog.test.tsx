import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context';
import { clearSessionExpired, markSessionExpired } from '@/lib/auth/session-expiry';
import { displayOptionalsQueryOptions } from '@/lib/choices/get-display-optionals';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { startingTargetYear } from '../rules/sign-up-schema';

// These tests stop before anything reaches the server (validation fails first, or the dialog
// only opens and closes); the calls themselves are covered by the browser tests.

// The dialog is a lazy chunk; load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./AuthDialog');
});

afterEach(() => clearSessionExpired());

/** Stands in for the header: two buttons that open the dialog on their tab. */
function Openers() {
  const { onOpenAuth } = useAuth();
  return (
    <>
      <button type="button" onClick={() => onOpenAuth('login')}>
        Open login
      </button>
      <button type="button" onClick={() => onOpenAuth('signup')}>
        Open sign up
      </button>
    </>
  );
}

function renderOpeners() {
  const queryClient = createTestQueryClient();
  // The sign-up form's optional subjects, as the server would list them.
  queryClient.setQueryData(displayOptionalsQueryOptions().queryKey, [
    { id: 1, name: 'Sociology', slug: 'sociology' },
    { id: 2, name: 'Geography', slug: 'geography' },
  ]);
  return renderWithRouter(<Openers />, { queryClient });
}

async function openDialog(opener: 'Open login' | 'Open sign up') {
  const user = userEvent.setup();
  renderOpeners();
  const button = screen.getByRole('button', { name: opener });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Aspirant' });
  return { user, button, dialog };
}

const tab = (dialog: HTMLElement, name: 'Login' | 'Sign Up') => within(dialog).getByRole('tab', { name });

describe('auth dialog', () => {
  it('opens on the Login tab with the e-mail field focused and the re-registration note', async () => {
    const { dialog } = await openDialog('Open login');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(tab(dialog, 'Login')).toHaveAttribute('aria-selected', 'true');
    expect(tab(dialog, 'Sign Up')).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByRole('tabpanel', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(
      within(dialog).getByText(
        'Note: Your registration on the old website will not be valid in the new website. To use the features included in the new website, both new and old candidates will have to re-register.',
      ),
    ).toBeInTheDocument();
  });

  it('opens on the Sign Up tab when asked, and the tabs switch by click and by arrow keys', async () => {
    const { user, dialog } = await openDialog('Open sign up');
    expect(tab(dialog, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();

    await user.click(tab(dialog, 'Login'));
    expect(tab(dialog, 'Login')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab(dialog, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(tab(dialog, 'Sign Up')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(dialog, 'Login')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab(dialog, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(dialog, 'Login')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    expect(tab(dialog, 'Login')).toHaveAttribute('tabindex', '0');
    expect(tab(dialog, 'Sign Up')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog('Open login');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const login = within(dialog).getByRole('button', { name: 'Login' });

    login.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(login).toHaveFocus();

    // Every stop on the way stays inside.
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, button } = await openDialog('Open login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes with its close button, focus going back as well', async () => {
    const { user, button, dialog } = await openDialog('Open sign up');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('asks for the e-mail before sending a reset e-mail, on the e-mail field', async () => {
    const { user, dialog } = await openDialog('Open login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Please enter your email address first');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('shows login’s required-field messages without calling the server', async () => {
    const { user, dialog } = await openDialog('Open login');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required.');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required.');
  });

  it('password fields have a show/hide toggle', async () => {
    const { user, dialog } = await openDialog('Open login');
    const password = within(dialog).getByLabelText(/^Password/);
    const toggle = within(dialog).getByRole('button', { name: 'Show Password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens by itself when the session expires, says so once, and leaves the page where it is', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Openers />, { path: '/notes/library/abc?tab=2' });
    act(() => {
      markSessionExpired();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Aspirant' });
    expect(tab(dialog, 'Login')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getAllByText('Your session has expired. Please sign in again.')).toHaveLength(1);
    expect(
      within(dialog).getByText('Your session has expired. Please sign in again.').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe('/notes/library/abc?tab=2');

    // Closed, the dialog opened again by hand no longer says it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const again = await screen.findByRole('dialog', { name: 'Welcome to Aspirant' });
    expect(within(again).queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes/library/abc');
  });

  describe('sign-up form', () => {
    it('has every field of the sign-up payload, the target year at 2026, and the optional subjects', async () => {
      const { dialog } = await openDialog('Open sign up');
      for (const label of [
        'Name',
        'Email',
        'Password',
        'Confirm Password',
        'Mobile Number',
        'Alternate Mobile',
        'Target Year',
        'Optional Subject',
        'Postal Address',
        'Landmark',
        'City',
        'State',
        'Pincode',
      ]) {
        expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
      }
      expect(within(dialog).getByLabelText(/^Target Year/)).toHaveValue(startingTargetYear());
      const optional = within(dialog).getByLabelText(/^Optional Subject/);
      expect(
        within(optional)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not chosen yet', 'Sociology', 'Geography']);
      expect(optional).toHaveValue('');
    });

    it('shows each wrong field’s message and “Please fix the errors above.”', async () => {
      const { user, dialog } = await openDialog('Open sign up');
      await user.type(within(dialog).getByLabelText(/^Mobile Number/), '12345');
      await user.type(within(dialog).getByLabelText(/^Email/), 'asha@');
      await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'secret2');
      await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fix the errors above.');
      const expectations: [RegExp, string][] = [
        [/^Name/, 'Name is required.'],
        [/^Email/, 'Invalid email format.'],
        [/^Confirm Password/, 'Passwords do not match.'],
        [/^Mobile Number/, 'Mobile number must be 10 digits.'],
        [/^Pincode/, 'Pincode is required.'],
        [/^Postal Address/, 'Postal address is required.'],
      ];
      for (const [label, message] of expectations) {
        const input = within(dialog).getByLabelText(label);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(message);
      }
      expect(within(dialog).getByLabelText(/^Alternate Mobile/)).not.toHaveAttribute('aria-invalid');
      // The first wrong field takes focus.
      expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    });
  });
});
