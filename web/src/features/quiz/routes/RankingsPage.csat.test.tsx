import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { RankingsPage } from './RankingsPage';

const csat = { testId: 9, name: 'CSAT Paper II: Mock 01', qualifyingScore: 8.25 };

/** Everyone: the learner (ASP-2) is second; of those who qualified in CSAT, only ASP-1 and ASP-3. */
const everyone = {
  status: 200,
  testName: 'GS Mock 01',
  totalParticipants: 3,
  highestScore: 18,
  getUserTestAttempted: [
    { rank: 1, unique_id: 'ASP-1', score: 18 },
    { rank: 2, unique_id: 'ASP-2', score: 12 },
    { rank: 3, unique_id: 'ASP-3', score: 6 },
  ],
  csat: { ...csat, qualifiedOnly: false },
  you: { rank: 2, unique_id: 'ASP-2', score: 12, percentile: 66.67 },
};
const qualified = {
  status: 200,
  testName: 'GS Mock 01',
  totalParticipants: 2,
  highestScore: 18,
  getUserTestAttempted: [
    { rank: 1, unique_id: 'ASP-1', score: 18 },
    { rank: 2, unique_id: 'ASP-3', score: 6 },
  ],
  csat: { ...csat, qualifiedOnly: true },
};

/** Answers showRankings as the server would, and records whether each call asked for qualified only. */
function serve(qualifiedAnswer: object = qualified) {
  const asked: boolean[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const only = (init.body as URLSearchParams).get('qualified') === '1';
    asked.push(only);
    return Promise.resolve(
      new Response(JSON.stringify(only ? qualifiedAnswer : everyone), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return asked;
}

function rankedIds() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('the rankings of a GS paper with a CSAT paper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only those who qualified when asked, keeps it in the address, and tells a learner who did not', async () => {
    saveSession('token-1', { name: 'Asha', unique_id: 'ASP-2' });
    const asked = serve();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<RankingsPage />, { path: '/check-ranking?testId=7' });

    const toggle = await screen.findByRole('checkbox', { name: 'Only those who qualified in CSAT' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('CSAT paper: CSAT Paper II: Mock 01. Qualifying score: 8.25.');
    expect(rankedIds()).toHaveLength(3);

    // The keyboard works it as well as a click.
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(rankedIds()).toHaveLength(2));
    expect(toggle).toBeChecked();
    expect(asked).toContain(true);
    expect(router.state.location.search).toBe('?testId=7&qualified=1');
    expect(
      screen.getByText(
        'You are not in this list: you have not qualified in CSAT Paper II: Mock 01, or have not taken it yet.',
      ),
    ).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(rankedIds()).toHaveLength(3));
    expect(router.state.location.search).toBe('?testId=7');
    expect(screen.queryByText(/You are not in this list/)).not.toBeInTheDocument();
  });

  it('opens on those who qualified from the address', async () => {
    saveSession('token-1', { name: 'Asha', unique_id: 'ASP-1' });
    serve({ ...qualified, you: { rank: 1, unique_id: 'ASP-1', score: 18, percentile: 100 } });
    renderWithRouter(<RankingsPage />, { path: '/check-ranking?testId=7&qualified=1' });
    expect(await screen.findByRole('checkbox', { name: 'Only those who qualified in CSAT' })).toBeChecked();
    await waitFor(() => expect(rankedIds()).toHaveLength(2));
    // This learner qualified: they have their row and no line saying otherwise.
    expect(screen.queryByText(/You are not in this list/)).not.toBeInTheDocument();
  });

  it('has no toggle for a paper without CSAT', async () => {
    saveSession('token-1', { name: 'Asha', unique_id: 'ASP-2' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ ...everyone, csat: undefined }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    renderWithRouter(<RankingsPage />, { path: '/check-ranking?testId=7' });
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    saveSession('token-1', { name: 'Asha', unique_id: 'ASP-2' });
    serve();
    renderWithRouter(<RankingsPage />, { path: '/check-ranking?testId=7&qualified=1' });
    expect(await screen.findByRole('checkbox', { name: 'केवल CSAT में क्वालीफाई करने वाले' })).toBeChecked();
    expect(
      await screen.findByText(
        'आप इस सूची में नहीं हैं: आपने CSAT Paper II: Mock 01 में क्वालीफाई नहीं किया है, या इसे अभी तक नहीं दिया है।',
      ),
    ).toBeInTheDocument();
  });
});
