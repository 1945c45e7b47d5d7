import { screen, within } from '@testing-library/react';
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
  translations: {},
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

  it('shows a subscriber "Subscribed", Access Now and every library with its kind and size', () => {
    renderActions({
      ...base,
      isSubscribed: true,
      subscribedUntil: '2027-05-31T12:00:00Z',
      libraries: [
        { id: 1, type: 'videos', name: 'GS Foundation Lectures', count: 4 },
        { id: 2, type: 'notes', name: 'GS Prelims Notes 2027', count: 12 },
        { id: 3, type: 'tests', name: 'Prelims Test Series 2027', count: 3 },
      ],
    });
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Now' })).toBeInTheDocument();
    const libraries = screen.getByRole('list', { name: 'Your libraries' });
    for (const label of ['View Video Library · 4 videos', 'View Library · 12 notes', 'View Prelims Tests · 3 tests']) {
      expect(within(libraries).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('Valid until 31 May 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
  });

  it('leaves Access Now out while every library is empty, and says so', () => {
    renderActions({ ...base, isSubscribed: true, libraries: [{ type: 'notes', name: 'Empty', count: 0 }] });
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Access Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Library · 0 notes' })).not.toBeInTheDocument();
    expect(screen.getByText('Notes · 0 notes')).toBeInTheDocument();
  });

  it('offers a free subscription with "Enroll free", and says how long access lasts', () => {
    renderActions({ ...base, price: 0, strikePrice: null, validityDays: 365 });
    expect(screen.getByRole('button', { name: 'Enroll free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
    expect(screen.getByText('Access for 365 days')).toBeInTheDocument();
  });

  it('keeps "Enquire Now" from a subscriber', () => {
    const enquiry = { panelId: 'panel', open: false, onToggle: () => undefined };
    const { unmount } = renderWithRouter(<PurchaseActions subscription={base} enquiry={enquiry} />);
    expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<PurchaseActions subscription={{ ...base, isSubscribed: true }} enquiry={enquiry} />);
    expect(screen.queryByRole('button', { name: 'Enquire Now' })).not.toBeInTheDocument();
  });

  it("says 'Missing subscription information' for a subscription without a usable id", async () => {
    const user = userEvent.setup();
    renderActions({ ...base, id: 0 });
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Missing subscription information')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('closed');
  });

  it("says 'Missing subscription information' when a library is opened without its subscription", async () => {
    const user = userEvent.setup();
    renderActions({ ...base, id: 0, isSubscribed: true });
    await user.click(screen.getByRole('button', { name: 'Access Now' }));
    expect(await screen.findByText('Missing subscription information')).toBeInTheDocument();
  });
});
