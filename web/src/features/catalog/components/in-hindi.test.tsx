import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { findSection, OPENING_SECTIONS } from '@/config/section-categories';
import { renderWithRouter } from '@/test/render';
import type { MySubscription, Subscription } from '../api/schemas';
import { type Section, sectionFrom } from '../rules/sections';
import { MySubscriptionsTable } from './MySubscriptionsTable';
import { PurchaseActions } from './PurchaseActions';
import { SubscriptionCard } from './SubscriptionCard';

// The catalogue in Hindi: its own words, Hindi dates, Indian digit grouping. (setup.ts puts the
// interface back into English after each test.)

const series: Subscription = {
  id: 5,
  name: 'Prelims Test Series 2027',
  slug: 'prelims-test-series-2027',
  subtitle: '',
  thumbnail: null,
  short_details: '',
  details: '',
  price: 124999,
  strikePrice: 180000,
  delivery_info: '',
  discount_info: '',
  translations: {},
  tags: [],
  isSubscribed: false,
  is_seatsFull: false,
  show_enquiry: false,
  libraries: [{ id: 5, type: 'tests', name: 'Prelims Test Series 2027', count: 3 }],
  typeName: 'Prelims Test Series',
  seatLimit: 100,
  seatsLeft: 63,
  validityDays: 540,
  validUntil: '2027-05-31T12:00:00Z',
};

const bundle: MySubscription = {
  id: 7,
  name: 'GS Foundation 2027',
  slug: 'gs-foundation-2027',
  type: 'videos',
  section_category: 'video-courses',
  libraries: [
    { id: 1, type: 'videos', name: 'GS Foundation Lectures', count: 1200 },
    { id: 2, type: 'notes', name: 'GS Prelims Notes 2027', count: 1 },
  ],
  validUntil: '2027-05-31T12:00:00Z',
  expired: false,
  renewable: false,
  translations: {},
};

const ended: MySubscription = {
  ...bundle,
  id: 8,
  name: 'CSAT Test Series 2027',
  slug: 'csat-test-series-2027',
  type: 'tests',
  section_category: 'prelims-tests',
  libraries: [],
  validUntil: '2026-01-03T10:00:00Z',
  expired: true,
  renewable: true,
};

function prelimsSection(): Section {
  const site = findSection(OPENING_SECTIONS, 'prelims-tests');
  const section = site && sectionFrom(site);
  if (!section) throw new Error('no prelims section');
  return section;
}

describe('the catalogue in Hindi', () => {
  it('says a card’s price, discount, seats and button in Hindi, rupees in Indian grouping', async () => {
    await i18n.changeLanguage('hi');
    renderWithRouter(<SubscriptionCard section={prelimsSection()} subscription={series} position={0} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹1,24,999')).toBeInTheDocument();
    expect(within(card).getByText('₹1,80,000')).toBeInTheDocument();
    expect(within(card).getByText('31% की छूट')).toBeInTheDocument();
    expect(within(card).getByText('63 सीटें बची हैं')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^विवरण देखें और सदस्यता लें/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^प्रारंभिक परीक्षा टेस्ट देखें/ })).toBeInTheDocument();
  });

  it('says the validity with a Hindi date, and switches language without a reload', async () => {
    renderWithRouter(<PurchaseActions subscription={{ ...series, seatsLeft: 1 }} />);
    expect(screen.getByText('Access for 540 days, until 31 May 2027 at the latest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Now' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('540 दिनों तक उपलब्ध, अधिकतम 31 मई 2027 तक')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी ऑर्डर करें' })).toBeInTheDocument();
  });

  it('lists My Subscriptions with Hindi dates, counts and library buttons', async () => {
    await i18n.changeLanguage('hi');
    renderWithRouter(<MySubscriptionsTable subscriptions={[bundle, ended]} />);
    expect(screen.getByRole('columnheader', { name: 'नाम' })).toBeInTheDocument();
    expect(screen.getByText('31 मई 2027 तक मान्य')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'वीडियो लाइब्रेरी देखें · 1,200 वीडियो: GS Foundation 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लाइब्रेरी देखें · 1 नोट: GS Foundation 2027' })).toBeInTheDocument();
    expect(screen.getByText('समाप्त')).toBeInTheDocument();
    expect(screen.getByText('3 जनवरी 2026 को समाप्त हो गई')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नवीनीकरण करें: CSAT Test Series 2027' })).toBeInTheDocument();
    expect(screen.getByText('2 सदस्यताएँ दिखाई जा रही हैं')).toBeInTheDocument();
  });
});
