import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { Subscription } from '../api/schemas';
import { slugsFromQuery } from '../rules/compare';
import { CompareTable } from './ComparePage';

function course(changes: Partial<Subscription>): Subscription {
  return {
    id: 1,
    name: 'Course',
    slug: 'course',
    subtitle: '',
    thumbnail: null,
    short_details: '',
    details: '',
    price: 0,
    strikePrice: null,
    delivery_info: '',
    discount_info: '',
    translations: {},
    tags: [],
    isSubscribed: false,
    is_seatsFull: false,
    show_enquiry: false,
    libraries: [],
    typeName: '',
    seatLimit: null,
    seatsLeft: null,
    ...changes,
  };
}

const bundle = course({
  id: 1,
  name: 'GS Bundle 2027',
  slug: 'gs-bundle-2027',
  price: 5999,
  strikePrice: 8999,
  validityDays: 365,
  libraries: [
    { type: 'notes', name: 'GS Notes', count: 12 },
    { type: 'tests', name: 'Prelims', count: 20 },
    { type: 'mains-tests', name: 'Mains', count: 5 },
  ],
});
const freeTests = course({
  id: 2,
  name: 'Free Prelims Mock',
  slug: 'free-prelims-mock',
  libraries: [{ type: 'tests', name: 'Mock', count: 1 }],
});

/** The cells of the row a label heads, one per course. */
function row(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  const cells = within(header.closest('tr') as HTMLElement).getAllByRole('cell');
  return cells.map((cell) => cell.textContent);
}

describe('compare page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows each course in a column with its price, validity, contents, tests and action', () => {
    renderWithRouter(<CompareTable courses={[bundle, freeTests]} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'GS Bundle 2027',
      'Free Prelims Mock',
    ]);
    const [bundlePrice, freePrice] = row('Price');
    expect(bundlePrice).toContain('₹5,999');
    expect(bundlePrice).toContain('₹8,999');
    expect(bundlePrice).toContain('33% off');
    expect(freePrice).toContain('Free');
    expect(row('Validity')[0]).toBe('Access for 365 days');
    expect(row('What is included')[0]).toBe(
      'Notes · 12 notesPrelims test series · 20 testsMains test series · 5 tests',
    );
    expect(row('Number of tests')).toEqual(['25', '1']);
    const [bundleAction, freeAction] = row('Buy or view');
    expect(bundleAction).toContain('Order Now');
    expect(freeAction).toContain('Enroll free');
  });

  it('says the rows in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithRouter(<CompareTable courses={[bundle]} />);
    expect(row('शुल्क')[0]).toContain('₹5,999');
    expect(row('टेस्ट की संख्या')).toEqual(['25']);
    expect(screen.getByRole('rowheader', { name: 'क्या-क्या शामिल है' })).toBeInTheDocument();
  });

  it('reads at most three courses from the address, each once', () => {
    expect(slugsFromQuery('a, b,a,,c,d')).toEqual(['a', 'b', 'c']);
    expect(slugsFromQuery(null)).toEqual([]);
  });
});
