import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context';
import { renderWithRouter } from '@/test/render';
import type { Subscription } from '../api/schemas';
import { PurchaseActions } from './PurchaseActions';

const base: Subscription = {
  id: 1,
  name: 'GS Prelims Notes 2027',
  slug: 'gs-prelims-notes-2027',
  subtitle: '',
  thumbnail: null,
  short_details: '',
  details: '',
  price: 3499,
  strikePrice: 4999,
  delivery_info: '',
  discount_info: '',
  tags: [],
  isSubscribed: false,
  is_seatsFull: false,
  show_enquiry: false,
  libraries: [{ id: 1, type: 'notes', name: 'GS Prelims Notes 2027', count: 9 }],
  typeName: 'GS Notes',
};

function AuthDialogProbe() {
  const { authDialog } = useAuth();
  return <output aria-label="auth dialog">{authDialog ?? 'closed'}</output>;
}

function renderActions(subscription: Subscription) {
  return renderWithRouter(
    <>
      <PurchaseActions subscription={subscription} />
      <AuthDialogProbe />
      {/* Toasts are how these messages reach the learner. */}
      <Toaster />
    </>,
  );
}

describe('details page buttons', () => {
  it('asks a visitor to log in on Order Now, without opening a tab', async () => {
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup();
    renderActions(base);
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Please login or signup to continue')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a disabled "Seats Full" instead of Order Now when full', () => {
    renderActions({ ...base, is_seatsFull: true });
    expect(screen.getByRole('button', { name: 'Seats Full' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
  });

  it('shows "Subscribed" and the way into the library to a subscriber', () => {
    renderActions({ ...base, isSubscribed: true });
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Library' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
  });

  it('leaves the library button out while the first library is empty', () => {
    renderActions({ ...base, isSubscribed: true, libraries: [{ type: 'notes', name: 'Empty', count: 0 }] });
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Library' })).not.toBeInTheDocument();
  });
});
