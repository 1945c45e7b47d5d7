import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { MySubscription } from '../api/schemas';
import { MySubscriptionsTable } from './MySubscriptionsTable';

const foundation: MySubscription = {
  id: 7,
  name: 'GS Foundation 2027',
  slug: 'gs-foundation-2027',
  type: 'videos',
  section_category: 'video-courses',
  libraries: [
    { id: 1, type: 'videos', name: 'GS Foundation Lectures', count: 4 },
    { id: 2, type: 'notes', name: 'GS Prelims Notes 2027', count: 4 },
    { id: 3, type: 'tests', name: 'Prelims Test Series 2027', count: 3 },
  ],
  validUntil: '2027-05-31T12:00:00Z',
  expired: false,
  renewable: false,
  translations: { mr: { name: 'जीएस फाउंडेशन 2027' } },
};

const ended: MySubscription = {
  id: 8,
  name: 'CSAT Test Series 2027',
  slug: 'csat-test-series-2027',
  type: 'tests',
  section_category: 'prelims-tests',
  libraries: [{ id: 4, type: 'tests', name: 'CSAT Test Series 2027', count: 1 }],
  validUntil: '2026-01-03T10:00:00Z',
  expired: true,
  renewable: true,
  translations: {},
};

function row(name: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const found = header.closest('tr');
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('My Subscriptions', () => {
  it("names a course in the learner's language where staff wrote it, else in English", async () => {
    await act(() => i18n.changeLanguage('mr'));
    renderWithRouter(<MySubscriptionsTable subscriptions={[foundation, ended]} />);
    expect(row('जीएस फाउंडेशन 2027')).toBeInTheDocument();
    expect(row('CSAT Test Series 2027')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('puts every library of a bundle one click away, with its kind and size, and says until when', () => {
    renderWithRouter(<MySubscriptionsTable subscriptions={[foundation, ended]} />);
    const bundle = row('GS Foundation 2027');
    for (const label of ['View Video Library · 4 videos', 'View Library · 4 notes', 'View Prelims Tests · 3 tests']) {
      expect(within(bundle).getByRole('button', { name: `${label}: GS Foundation 2027` })).toBeInTheDocument();
    }
    expect(within(bundle).getByText('Valid until 31 May 2027')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 subscriptions')).toBeInTheDocument();
  });

  it('marks an ended subscription, opens none of its libraries and offers to renew it', () => {
    renderWithRouter(<MySubscriptionsTable subscriptions={[foundation, ended]} />);
    const old = row('CSAT Test Series 2027');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText('Expired on 3 January 2026')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    expect(within(old).getByRole('link', { name: 'Renew: CSAT Test Series 2027' })).toHaveAttribute(
      'href',
      '/prelims-tests/csat-test-series-2027',
    );
  });

  it('offers nothing to renew once the subscription is off sale', () => {
    renderWithRouter(<MySubscriptionsTable subscriptions={[{ ...ended, renewable: false }]} />);
    expect(within(row('CSAT Test Series 2027')).queryByRole('link')).not.toBeInTheDocument();
  });
});
