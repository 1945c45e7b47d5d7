import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { getTestBySlug } from '../api/get-test';
import type { Test } from '../api/schemas';
import { RUNNING_STATE } from '../rules/paths';
import { StartPage } from './StartPage';

const bilingualTest: Test = {
  id: 7,
  name: 'GS Paper I: Polity Mock 3',
  slug: 'gs-polity-mock-3',
  description: '',
  total_question_count: 100,
  duration: 120,
  total_marks: 200,
  total_attempts: 3,
  marks_for_correct_answer: 2,
  marks_for_incorrect_answer: 0.66,
  marks_for_unattempted_answer: 0,
  attemptsMade: 1,
  openAttemptDeadline: null,
  languages: ['en', 'hi'],
  translations: {},
  opens_at: null,
  closes_at: null,
  window: 'none',
};

describe('the start page', () => {
  it('opens a bilingual test in English for an English interface', () => {
    renderWithRouter(<StartPage test={bilingualTest} />);
    expect(screen.getByRole('heading', { name: 'Marking Scheme' })).toBeInTheDocument();
    expect(screen.getByText('120 minutes')).toBeInTheDocument();
    const defaults = screen.getByRole('group', { name: 'Default language' });
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Hindi in a Hindi interface, and opens the questions in Hindi until the learner chooses', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<StartPage test={bilingualTest} />);

    expect(screen.getByRole('heading', { name: 'अंकन योजना' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeInTheDocument();
    expect(screen.getByText('प्रश्नों की संख्या')).toBeInTheDocument();
    // Numbers through the hi-IN locale.
    expect(screen.getByText('120 मिनट')).toBeInTheDocument();
    expect(screen.getByText('(1 हो चुके)')).toBeInTheDocument();
    expect(screen.getByText(new Intl.NumberFormat('hi-IN').format(100))).toBeInTheDocument();

    // No choice yet: the question language follows the interface.
    const defaults = screen.getByRole('group', { name: 'डिफ़ॉल्ट भाषा' });
    expect(within(defaults).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');

    // A choice is the learner's, whatever the interface's language.
    await userEvent.click(within(defaults).getByRole('button', { name: 'English' }));
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('hi'));
    expect(within(defaults).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a test in English and Marathi in those two, opening in Marathi for a Marathi interface', async () => {
    window.localStorage.clear();
    await act(() => i18n.changeLanguage('mr'));
    renderWithRouter(<StartPage test={{ ...bilingualTest, languages: ['en', 'mr'] }} />);

    const defaults = screen.getByRole('group', { name: 'डीफॉल्ट भाषा' });
    expect(
      within(defaults)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['English', 'मराठी']);
    expect(within(defaults).getByRole('button', { name: 'मराठी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^प्रत्येक प्रश्न English आणि मराठी या भाषांमध्ये आहे/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

/** A JSON answer as the server writes it. */
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The server's side of a live mock whose clock is half an hour ahead of this device's: the tests
 * list, then a start refused until the server's clock reaches the opening, and the paper.
 */
function liveServer({ opensAt, closesAt }: { opensAt: string; closesAt: string }) {
  const calls: string[] = [];
  const aheadMs = 30 * 60_000;
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    const serverNow = new Date(Date.now() + aheadMs);
    if (url === '/api/v1/modules/tests') {
      return Promise.resolve(
        json(200, {
          status: 200,
          body: {
            data: [{ ...waitingTest, opens_at: opensAt, closes_at: closesAt, window: 'upcoming' }],
            serverNow: serverNow.toISOString(),
          },
        }),
      );
    }
    if (url === '/api/v1/modules/tests/start') {
      // The first start lands a moment before the server's opening (its clock is a little behind).
      if (calls.filter((call) => call === url).length === 1)
        return Promise.resolve(json(409, { message: 'This test opens at 26 Nov 2026, 10:00 AM IST.' }));
      return Promise.resolve(
        json(200, {
          status: 200,
          body: {
            attempt: {
              attemptId: 40,
              attemptKey: 'key-1',
              attemptNo: 1,
              status: 'open',
              startedAt: serverNow.toISOString(),
              deadline: closesAt,
              serverNow: serverNow.toISOString(),
              answers: [],
            },
          },
        }),
      );
    }
    if (url === '/api/v1/modules/questions') {
      return Promise.resolve(
        json(200, { status: 200, body: { data: [{ id: 1, description: 'Q1', options: [{ id: 11, text: 'A' }] }] } }),
      );
    }
    return Promise.resolve(json(404, { message: `unexpected ${url}` }));
  });
  return calls;
}

const waitingTest: Test = { ...bilingualTest, languages: ['en'], attemptsMade: 0 };

/** Lets `ms` of fake time pass, with the promises and renders it sets off. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the waiting room of a live mock', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down to the opening on the server’s clock and starts the test by itself at zero', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // This device's clock reads 03:59:55 UTC; the server's, half an hour later.
    vi.setSystemTime(new Date('2026-11-26T03:59:55Z'));
    const calls = liveServer({ opensAt: '2026-11-26T04:30:00Z', closesAt: '2026-11-26T06:30:00Z' });
    const test = await getTestBySlug('gs-polity-mock-3');
    expect(test.clockOffsetMs).toBeCloseTo(30 * 60_000, -2);

    const { router } = renderWithRouter(<StartPage test={test} clockOffsetMs={test.clockOffsetMs} />, {
      path: '/quiz/gs-polity-mock-3',
    });
    // Five seconds on the server's clock, not the 30 minutes 5 seconds this device would count.
    expect(screen.getByRole('timer', { name: 'Time until the test opens' })).toHaveTextContent('00:00:05');
    expect(screen.getByText(/^Opens at 26 Nov 2026, 10:00 am IST\./)).toBeInTheDocument();
    // The instructions stay in sight; Start waits.
    expect(screen.getByRole('heading', { name: 'Marking Scheme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting for the opening' })).toBeDisabled();

    // (Each second shows just after its turn.)
    await pass(3100);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(calls.filter((call) => call.endsWith('/start'))).toEqual([]);

    // At zero the start goes out by itself; refused (409) by a server a moment behind, it is
    // tried again a second later, and the test opens without a reload.
    await pass(2000);
    await pass(50);
    expect(calls.filter((call) => call.endsWith('/start'))).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('The test is opening...');
    await pass(1600);
    expect(calls.filter((call) => call.endsWith('/start'))).toHaveLength(2);
    await pass(100);
    expect(calls).toContain('/api/v1/modules/questions');
    expect(router.state.location.state).toEqual(RUNNING_STATE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Hindi when the test opens, and that the window is live until its close', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-26T04:29:58Z'));
    await act(() => i18n.changeLanguage('hi'));
    const test: Test = {
      ...waitingTest,
      duration: 120,
      opens_at: '2026-11-26T04:30:00Z',
      closes_at: '2026-11-26T07:30:00Z',
      window: 'upcoming',
    };
    renderWithRouter(<StartPage test={test} />);
    expect(screen.getByRole('timer', { name: 'टेस्ट खुलने तक का समय' })).toHaveTextContent('00:00:02');
    expect(screen.getByRole('button', { name: 'खुलने की प्रतीक्षा' })).toBeDisabled();
    // The page was open while the test was upcoming, so the opening starts the test: that start
    // is left pending here, to read the page as it is once the window is open.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await pass(2100);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(/^अभी लाइव: विंडो 26 नवंबर 2026, दोपहर 1:00 IST पर बंद होगी/)).toBeInTheDocument();
    expect(screen.getByText(/सुबह 11:00 IST तक शुरू करें।$/)).toBeInTheDocument();
  });

  it('tells a learner after the close that the attempt is practice, outside the rankings', () => {
    renderWithRouter(
      <StartPage
        test={{
          ...waitingTest,
          opens_at: '2020-11-26T04:30:00Z',
          closes_at: '2020-11-26T06:30:00Z',
          window: 'closed',
        }}
      />,
    );
    expect(
      screen.getByText(
        'The window closed at 26 Nov 2020, 12:00 pm IST. You can still take this test as practice: your attempt is scored and analysed, but it does not enter the rankings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Test' })).toBeEnabled();
  });
});
