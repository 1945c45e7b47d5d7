import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { findSection, OPENING_SECTIONS } from '@/config/section-categories';
import { useAuth } from '@/lib/auth/auth-context';
import { renderWithRouter } from '@/test/render';
import type { Subscription } from '../api/schemas';
import { type Section, sectionFrom } from '../rules/sections';
import { SubscriptionCard } from './SubscriptionCard';

/** A section as the site opens with it (the server's answer is covered by the browser tests). */
function openingSection(slug: string): Section {
  const site = findSection(OPENING_SECTIONS, slug);
  const section = site && sectionFrom(site);
  if (!section) throw new Error(`no opening section ${slug}`);
  return section;
}

// The card is given its subscription as a prop, the way the list page passes what the server
// answered; no request is made (the server's answers are covered by the browser tests).
function subscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    id: 5,
    name: 'Prelims Test Series 2027',
    slug: 'prelims-test-series-2027',
    subtitle: '',
    thumbnail: null,
    short_details: '40 tests with All-India ranking.',
    details: '',
    price: 5999,
    strikePrice: 8999,
    delivery_info: '',
    discount_info: '',
    translations: {},
    tags: [],
    isSubscribed: false,
    is_seatsFull: false,
    show_enquiry: false,
    libraries: [{ id: 5, type: 'tests', name: 'Prelims Test Series 2027', count: 3 }],
    typeName: 'Prelims Test Series',
    seatLimit: null,
    seatsLeft: null,
    ...changes,
  };
}

function AuthDialogProbe() {
  const { authDialog } = useAuth();
  return <output aria-label="auth dialog">{authDialog ?? 'closed'}</output>;
}

function renderCard(item: Subscription, section = openingSection('prelims-tests')) {
  return renderWithRouter(
    <>
      <SubscriptionCard section={section} subscription={item} position={0} />
      <AuthDialogProbe />
      {/* Toasts are how these messages reach the learner. */}
      <Toaster />
    </>,
  );
}

describe('subscription card', () => {
  it('offers a subscription for sale with its price, discount and "View Details & Subscribe"', () => {
    renderCard(subscription());
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹5,999')).toBeInTheDocument();
    expect(within(card).getByText('₹8,999')).toBeInTheDocument();
    expect(within(card).getByText('33% off')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View Details & Subscribe/ })).toHaveAttribute(
      'href',
      '/prelims-tests/prelims-test-series-2027',
    );
  });

  it("shows staff's tags and discount line", () => {
    renderCard(
      subscription({ tags: ['Bestseller', 'Hindi medium'], discount_info: 'Diwali offer: 20% off till 5 Nov' }),
    );
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bestseller', 'Hindi medium']);
    expect(screen.getByText('Diwali offer: 20% off till 5 Nov')).toBeInTheDocument();
  });

  it('shows a disabled "Seats Full" and no price when full and not held', () => {
    renderCard(subscription({ is_seatsFull: true }));
    expect(screen.getByRole('button', { name: 'Seats Full' })).toBeDisabled();
    expect(screen.queryByText('₹5,999')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Details & Subscribe/ })).not.toBeInTheDocument();
  });

  it('shows "Subscribed" and no price to a subscriber, even of a full batch', () => {
    renderCard(subscription({ isSubscribed: true, is_seatsFull: true }));
    expect(screen.getByRole('link', { name: /^Subscribed/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seats Full' })).not.toBeInTheDocument();
    expect(screen.queryByText('₹5,999')).not.toBeInTheDocument();
  });

  it('shows "View Prelims Tests" only when the first library has tests', () => {
    const { unmount } = renderCard(subscription());
    expect(screen.getByRole('button', { name: /^View Prelims Tests/ })).toBeInTheDocument();
    unmount();
    renderCard(subscription({ libraries: [{ type: 'tests', name: 'Empty', count: 0 }] }));
    expect(screen.queryByRole('button', { name: /View Prelims Tests/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before opening a library', async () => {
    const user = userEvent.setup();
    renderCard(subscription());
    await user.click(screen.getByRole('button', { name: /^View Prelims Tests/ }));
    expect(await screen.findByText('Please login or signup to view the tests')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
  });

  it('leads a PCS card to the PCS details address with "View Details"', () => {
    renderCard(subscription({ slug: 'ras-foundation', name: 'RAS Foundation (Jaipur batch)' }), openingSection('pcs'));
    expect(screen.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/pcs_section_details?id=ras-foundation',
    );
  });
});
