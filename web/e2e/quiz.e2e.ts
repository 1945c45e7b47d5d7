/**
 * The prelims test-taking screens against the real server, as the demo learner (who owns
 * "Prelims Test Series 2027"): a whole attempt from the start page to the review, rankings and
 * attempted results; a reload mid-test; and answers given while offline reaching the server
 * once the network is back. The tests are read from the API, not assumed.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, type Session, startLoggedIn } from './accounts';
import { baseURL, DESKTOP, openPage, PHONE, screenshotDir, seriousViolations, shotsAt, toastShown } from './browser';
import { browser } from './shared-browser';

const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };
const SERIES = 'GS Test';

interface ApiTest {
  id: number;
  name: string;
  slug: string;
  duration: number;
  total_question_count: number;
  total_attempts: number;
  attemptsMade: number;
}

interface ApiQuestion {
  id: number;
  options: { id: number; text: string }[];
}

interface ApiAttempt {
  attemptId: number;
  status: string;
  answers: { questionId: number; selectedOption: number | null; markedForReview: boolean }[];
}

let demo: Session;
let tests: ApiTest[];

/** POST a form to the API as the demo learner. */
async function postAsDemo<T>(apiPath: string, form: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseURL}/api${apiPath}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demo.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  if (!response.ok) throw new Error(`POST ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The attempt the server has open for the test (start resumes it) and its saved answers. */
async function serverAttempt(testId: number, attemptKey?: string): Promise<ApiAttempt> {
  const answer = await postAsDemo<{ body: { attempt: ApiAttempt } }>('/v1/modules/tests/start', {
    testId: String(testId),
    ...(attemptKey ? { attemptKey } : {}),
  });
  return answer.body.attempt;
}

async function questionsOf(testId: number): Promise<ApiQuestion[]> {
  const answer = await postAsDemo<{ body: { data: ApiQuestion[] } }>('/v1/modules/questions', {
    test_id: String(testId),
  });
  return answer.body.data;
}

/** A test of the series with an attempt left, different for each scenario. */
function testFor(scenario: number): ApiTest {
  const usable = tests.filter((test) => test.name.startsWith(SERIES) && test.attemptsMade < test.total_attempts);
  const test = usable[scenario];
  if (!test) throw new Error(`no ${SERIES} test left for scenario ${scenario}`);
  return test;
}

/** Screenshots at 1280 and at 375 px; `fullPage` for the scrolling pages. */
function shots(page: Page, name: string, { fullPage = false } = {}) {
  return shotsAt(
    page,
    `quiz-${name}`,
    [
      ['1280', DESKTOP],
      ['375', PHONE],
    ],
    { fullPage },
  );
}

/** Accepts the browser's leave-page question (a reload mid-test asks it). */
function acceptLeaving(page: Page) {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
}

/** Chooses option `index` (0-based) of the question on screen, as a learner clicks it. */
async function choose(page: Page, index: number) {
  await page.locator('fieldset label').nth(index).click();
  await expect.poll(() => page.getByRole('radio').nth(index).isChecked()).toBe(true);
}

/**
 * Waits until autosave has delivered every change. A test that moves the page's clock on means
 * time passing; a save still on its way would instead show the app a device clock that moved,
 * which the app corrects for by design (docs/decisions.md, "Attempts run on the server's clock").
 */
async function savesDelivered(page: Page, testId: number) {
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const stored = sessionStorage.getItem(`aspirant.quiz.queue.${id}`);
        return stored === null ? 0 : (JSON.parse(stored) as { items: unknown[] }).items.length;
      }, testId),
    )
    .toBe(0);
}

async function questionShown(page: Page, number: number, total: number) {
  await page.getByText(`Question ${number} of ${total}`, { exact: true }).waitFor();
}

/** The navigator's description of question `number` (its accessible name). */
function navigatorButton(page: Page, number: number) {
  return page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${number},`) });
}

function secondsOf(clock: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

async function timerSeconds(page: Page): Promise<number> {
  return secondsOf((await page.getByRole('timer', { name: 'Time left' }).innerText()).trim());
}

async function startTest(page: Page, test: ApiTest) {
  await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: test.name }).waitFor();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await questionShown(page, 1, test.total_question_count);
}

beforeAll(async () => {
  demo = await loginByApi(DEMO.email, DEMO.password);
  const answer = await postAsDemo<{ body: { data: ApiTest[] } }>('/v1/modules/tests', {});
  tests = answer.body.data;
});

describe('prelims test taking', () => {
  it(
    'takes a whole test: start page, answers, review mark, submit, result, attempts, ranking',
    { timeout: 120_000 },
    async () => {
      const test = testFor(0);
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await startLoggedIn(context, demo);

      await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: test.name }).waitFor();
      const main = page.locator('main');
      await main.getByText('Number of Questions').waitFor();
      expect(await main.getByText('-0.66').count()).toBe(1);
      expect(await main.getByText(`${test.duration} minutes`, { exact: true }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'start', { fullPage: true });

      await page.getByRole('button', { name: 'Start Test' }).click();
      await questionShown(page, 1, test.total_question_count);
      // The clock counts down from the test's own duration (20 minutes), on the server's deadline.
      const left = await timerSeconds(page);
      expect(left).toBeLessThanOrEqual(test.duration * 60);
      expect(left).toBeGreaterThan(test.duration * 60 - 15);
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

      await choose(page, 0);
      await page.getByRole('button', { name: 'Next' }).click();
      await questionShown(page, 2, test.total_question_count);
      await choose(page, 1);
      await page.getByRole('button', { name: 'Review Later' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      // Question 3 by keyboard: the arrow keys move through the option group.
      await questionShown(page, 3, test.total_question_count);
      await page.getByRole('radio').first().focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('radio').nth(1).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Skip' }).click();
      await questionShown(page, 4, test.total_question_count);
      // Skip is not Next: back on question 2, it passes over the answered question 3.
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await questionShown(page, 2, test.total_question_count);
      await page.getByRole('button', { name: 'Skip' }).click();
      await questionShown(page, 4, test.total_question_count);

      expect(await navigatorButton(page, 1).getAttribute('aria-label')).toBe('Question 1, answered');
      expect(await navigatorButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered, marked for review');
      expect(await navigatorButton(page, 4).getAttribute('aria-label')).toBe('Question 4, current');
      expect(await navigatorButton(page, 5).getAttribute('aria-label')).toBe('Question 5, not visited');
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'running');

      // On a phone the navigator opens as a panel of its own.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'All questions' }).click();
      const drawer = page.getByRole('dialog', { name: 'Question Navigator' });
      await drawer.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(screenshotDir, 'quiz-navigator-375.png') });
      await drawer.getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize(DESKTOP);

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Questions Marked for Review' });
      await review.waitFor();
      await review.getByText('Question 2').waitFor();
      expect(await review.getByText('No answer selected').count()).toBe(0);
      await shots(page, 'review-modal');
      await review.getByRole('button', { name: 'Submit and Finish' }).click();

      await toastShown(page, 'Test submitted successfully!');
      await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname));
      const attemptId = Number(new URL(page.url()).pathname.split('/').at(-1));
      // Exactly one attempt more on the server: submitting never opens another.
      await page.getByText(/^Rank \d+$/).waitFor();
      const attempted = await postAsDemo<{ totalAttemptsMadeByUser: number }>('/v1/modules/tests/attempted', {
        testId: String(test.id),
      });
      expect(attempted.totalAttemptsMadeByUser).toBe(test.attemptsMade + 1);
      await page.getByText(/^Rank \d+$/).waitFor();
      await page.getByRole('heading', { name: 'Answers and explanations' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'result', { fullPage: true });

      await page.goto(`/check-attempted-test?testId=${test.id}`, { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('heading', { name: /^Attempt #\d+$/ })
        .first()
        .waitFor();
      const reviewLinks = page.getByRole('link', { name: /^Review attempt/ });
      expect(await reviewLinks.last().getAttribute('href')).toBe(`/quiz/${test.slug}/review/${attemptId}`);
      await shots(page, 'attempted', { fullPage: true });

      await page.goto(`/check-ranking?testId=${test.id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Ranking Summary' }).waitFor();
      const ownRow = page.locator('tr[aria-current="true"]');
      await ownRow.getByText('You', { exact: true }).waitFor();
      expect(await ownRow.innerText()).toContain(String(demo.user.unique_id));
      expect(await page.title()).toBe(`Rankings - ${test.name} | Aspirant`);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'rankings', { fullPage: true });

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the answers and the server’s time across a reload, Exit Test and Resume', async () => {
    const test = testFor(1);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    acceptLeaving(page);
    await startTest(page, test);

    await choose(page, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 3);
    await page.getByRole('button', { name: 'Review Later' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await questionShown(page, 3, test.total_question_count);
    const before = await timerSeconds(page);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await questionShown(page, 3, test.total_question_count);
    expect(await navigatorButton(page, 1).getAttribute('aria-label')).toBe('Question 1, answered');
    expect(await navigatorButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered, marked for review');
    const after = await timerSeconds(page);
    // The same deadline: only the seconds the reload took are gone.
    expect(before - after).toBeGreaterThanOrEqual(0);
    expect(before - after).toBeLessThan(15);

    // Exit Test says the attempt runs on (results.e2e.ts has the dialog in full); leaving, the
    // start page offers to resume it.
    await page.getByRole('button', { name: 'Exit Test' }).click();
    await page.getByRole('dialog', { name: 'Exit the test?' }).getByRole('button', { name: 'Leave Test' }).click();
    await page.getByRole('button', { name: 'Resume Test' }).waitFor();
    await page.getByText('Time left:').waitFor();
    await page.getByRole('button', { name: 'Resume Test' }).click();
    await questionShown(page, 3, test.total_question_count);
    expect(await navigatorButton(page, 1).getAttribute('aria-label')).toBe('Question 1, answered');

    // The server holds the same answers.
    const questions = await questionsOf(test.id);
    await expect
      .poll(
        async () => (await serverAttempt(test.id)).answers.filter((answer) => answer.selectedOption !== null).length,
      )
      .toBe(2);
    const saved = await serverAttempt(test.id);
    expect(saved.answers.find((answer) => answer.questionId === questions[0]?.id)?.selectedOption).toBe(
      questions[0]?.options[2]?.id,
    );
    expect(saved.answers.find((answer) => answer.questionId === questions[1]?.id)?.markedForReview).toBe(true);

    // Back while running returns to the start page; the attempt is still there to resume.
    await page.goBack();
    await page.getByRole('button', { name: 'Resume Test' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits the sheet by itself when the countdown reaches zero', async () => {
    // Another attempt of the first test: the page's clock is moved on past the deadline, so the
    // app submits at "00:00:00" while the server, on real time, still takes it as on time.
    const test = testFor(0);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.clock.install();
    await startTest(page, test);
    await choose(page, 0);
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 1);
    await savesDelivered(page, test.id);

    // The alert and the toast may come and go between two looks at a busy page (a toast lasts two
    // seconds): the page itself notes every alert and status message it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { messagesSeen: seen });
      new MutationObserver(() => {
        for (const message of document.querySelectorAll('[role="alert"], [role="status"]')) {
          seen.push(message.textContent);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.clock.fastForward(test.duration * 60_000);
    await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname));
    const messages = await page.evaluate(() => (window as unknown as { messagesSeen: string[] }).messagesSeen);
    expect(messages.some((text) => text.includes('Time is up. Submitting your test...'))).toBe(true);
    expect(messages.some((text) => text.includes('Test submitted successfully!'))).toBe(true);

    const attempted = await postAsDemo<{
      getAttemptedTest: { correctAnswers: number; incorrectAnswers: number; finishReason: string }[];
    }>('/v1/modules/tests/attempted', { testId: String(test.id) });
    const last = attempted.getAttemptedTest.at(-1);
    expect(last?.finishReason).toBe('submitted');
    expect((last?.correctAnswers ?? 0) + (last?.incorrectAnswers ?? 0)).toBe(2);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps answers given offline on the device and sends them on reconnect', async () => {
    const test = testFor(2);
    const questions = await questionsOfAfterStart(test);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /^(Start|Resume) Test$/ }).click();
    await questionShown(page, 1, test.total_question_count);

    await context.setOffline(true);
    await choose(page, 1);
    const banner = page.getByText(
      'You are offline. Keep this page open: your answers wait on this device and are sent when you reconnect.',
    );
    await banner.waitFor();
    const queued = await page.evaluate((id) => sessionStorage.getItem(`aspirant.quiz.queue.${id}`), test.id);
    expect(queued).toContain(`"selectedOption":${questions[0]?.options[1]?.id}`);
    await shots(page, 'offline');

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await serverAttempt(test.id)).answers.find((answer) => answer.questionId === questions[0]?.id)
            ?.selectedOption,
        {
          timeout: 15_000,
        },
      )
      .toBe(questions[0]?.options[1]?.id);

    expect(errors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(message))).toEqual([]);
    await context.close();
  });
});

/**
 * The paper goes out only once a test has been started, so the API start comes first; the app
 * then resumes that same attempt.
 */
async function questionsOfAfterStart(test: ApiTest): Promise<ApiQuestion[]> {
  await serverAttempt(test.id, `e2e-offline-${Date.now()}`);
  return questionsOf(test.id);
}
