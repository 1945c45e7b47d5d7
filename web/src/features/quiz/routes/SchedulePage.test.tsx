import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { SchedulePage } from './SchedulePage';

/** The schedule call answers `data`, with the server's clock at this device's. */
function answerSchedule(data: unknown[]) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 200, body: { data, serverNow: new Date().toISOString() } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the live test schedule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in', () => {
    renderWithRouter(<SchedulePage />, { path: '/schedule' });
    expect(screen.getByRole('heading', { level: 1, name: 'Live test schedule' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to see the schedule of your live tests.')).toBeInTheDocument();
  });

  it('lists each window with its series, a countdown or live now, the calendar entry and the test', async () => {
    saveSession('token-1', { name: 'Asha' });
    answerSchedule([
      {
        id: 7,
        name: 'All-India Mock 1',
        slug: 'all-india-mock-1',
        testSeriesId: 3,
        seriesName: 'Prelims Test Series 2027',
        duration: 120,
        opens_at: inMinutes(-10),
        closes_at: inMinutes(150),
        window: 'open',
      },
      {
        id: 8,
        name: 'All-India Mock 2',
        slug: 'all-india-mock-2',
        testSeriesId: 3,
        seriesName: 'Prelims Test Series 2027',
        duration: 120,
        opens_at: inMinutes(3 * 24 * 60 + 5),
        closes_at: inMinutes(3 * 24 * 60 + 200),
        window: 'upcoming',
      },
    ]);
    renderWithRouter(<SchedulePage />, { path: '/schedule' });
    const live = await screen.findByRole('article', { name: 'All-India Mock 1' });
    expect(within(live).getByText('Live now')).toBeInTheDocument();
    expect(within(live).getByText('Prelims Test Series 2027')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Start the test' })).toHaveAttribute(
      'href',
      '/quiz/all-india-mock-1',
    );
    const calendar = within(live).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/v1/modules/tests/all-india-mock-1/calendar.ics');
    expect(calendar).toHaveAttribute('download', 'all-india-mock-1.ics');

    const later = screen.getByRole('article', { name: 'All-India Mock 2' });
    expect(within(later).getByRole('timer')).toHaveTextContent(/^3 days 00:0[45]:\d\d$/);
    expect(within(later).getByRole('link', { name: 'Go to the test' })).toBeInTheDocument();
    expect(within(later).getByText('120 minutes')).toBeInTheDocument();
  });

  it('says in Hindi when nothing is scheduled', async () => {
    await act(() => i18n.changeLanguage('hi'));
    saveSession('token-1', { name: 'Asha' });
    answerSchedule([]);
    renderWithRouter(<SchedulePage />, { path: '/schedule' });
    expect(await screen.findByText('अभी आपकी सदस्यताओं में कोई लाइव टेस्ट निर्धारित नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी सदस्यताएँ' })).toHaveAttribute('href', '/my-subscriptions');
  });
});
