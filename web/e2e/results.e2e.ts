/**
 * What the site promises a learner around a test, against the real server: the Review link of
 * the attempts page, Exit Test and the attempt that runs on (in progress on the attempts page,
 * resumed later), the time per question adding up, shared ranks and their medals, the review's
 * counts per state, the start page on a 390-px phone, and the fixed texts of each failure. Each
 * scenario has fresh learners with the subscriptions granted through the console's API, so the
 * demo learner's attempts (quiz.e2e.ts) are left alone.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  formPost,
  grantInConsole,
  loginByApi,
  newLearner,
  registerByApi,
  type Session,
  startLoggedIn,
} from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations, shot, shotsAt, toastShown } from './browser';
import { browser } from './shared-browser';

/** The phone the issue names. */
const SUBSCRIPTIONS = ['prelims-test-series-2027', 'uppsc-complete-course-2026'];

interface ApiTest {
  id: number;
  name: string;
  slug: string;
  duration: number;
  total_question_count: number;
}

interface ApiReview {
  questions: {
    id: number;
    number: number;
    correctOption: number;
    outcome: string;
    timeSpentMs: number;
    markedForReview?: boolean;
  }[];
  analysis: { timeSpentMs: number };
}

let admin: Session;
let subscriptionIds: number[];
let tests: ApiTest[];

/** A learner holding the demo's prelims test series (and the UPPSC course's tests). */
async function newSubscriber(): Promise<Session> {
  const learner = newLearner();
  const session = await registerByApi(learner);
  for (const subscriptionId of subscriptionIds) await grantInConsole(admin, learner.email, subscriptionId);
  return session;
}

function test(slug: string): ApiTest {
  const found = tests.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no test ${slug}`);
  return found;
}

/** Sits a test through the API with the given sheet; answers the attempt id. */
async function sitByApi(
  learner: Session,
  testId: number,
  answers: { questionId: number; selectedOption: number | null }[],
): Promise<number> {
  const key = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await apiAs(learner, '/v1/modules/tests/start', formPost({ testId, attemptKey: key }));
  const submitted = await apiAs<{ body: { attemptId: number } }>(
    learner,
    '/v1/modules/tests/submitResult',
    formPost({ testId, attemptKey: key, answers: JSON.stringify(answers) }),
  );
  return submitted.body.attemptId;
}

async function reviewOf(learner: Session, attemptId: number): Promise<ApiReview> {
  return (await apiAs<{ body: ApiReview }>(learner, `/v1/modules/tests/attempts/${attemptId}/review`)).body;
}

/** Screenshots at 1280 and at 390 px. */
function shots(page: Page, name: string, { fullPage = false } = {}) {
  return shotsAt(
    page,
    `results-${name}`,
    [
      ['1280', DESKTOP],
      ['390', PHONE_390],
    ],
    { fullPage },
  );
}

async function questionShown(page: Page, number: number, total: number) {
  await page.getByText(`Question ${number} of ${total}`, { exact: true }).waitFor();
}

async function choose(page: Page, index: number) {
  await page.locator('fieldset label').nth(index).click();
  await expect.poll(() => page.getByRole('radio').nth(index).isChecked()).toBe(true);
}

async function startTest(page: Page, testToSit: ApiTest) {
  await page.goto(`/quiz/${testToSit.slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Start Test' }).click();
  await questionShown(page, 1, testToSit.total_question_count);
}

/** How many lines of text an element's own boxes take (1: it did not wrap). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The page hides (another tab, the phone's home screen) and shows again, as browsers report it. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    if (hide) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Console errors a provoked failure causes on purpose (the failed call, the unreadable answer). */
function unexpected(errors: string[]): string[] {
  return errors.filter((message) => !/status of 500|Unexpected answer from/.test(message));
}

beforeAll(async () => {
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const demo = await loginByApi('demo@aspirant.test', 'demo12345');
  const mine = await apiAs<{ data: { subscriptions: { id: number; slug: string }[] } }>(
    demo,
    '/v1/modules/subscriptions',
  );
  subscriptionIds = SUBSCRIPTIONS.map((slug) => {
    const found = mine.data.subscriptions.find((subscription) => subscription.slug === slug);
    if (!found) throw new Error(`the demo learner does not hold ${slug}`);
    return found.id;
  });
  tests = (await apiAs<{ body: { data: ApiTest[] } }>(demo, '/v1/modules/tests', formPost({}))).body.data;
});

describe('after and around a test', () => {
  it('opens the review from the attempts page’s Review link', async () => {
    const learner = await newSubscriber();
    const sat = test('pts-2027-gs-02-history-culture');
    const attemptId = await sitByApi(learner, sat.id, []);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);

    await page.goto(`/check-attempted-test?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Attempt #1' }).waitFor();
    await shots(page, 'attempted', { fullPage: true });
    await page.getByRole('link', { name: 'Review attempt #1' }).click();

    await page.waitForURL(`**/quiz/${sat.slug}/review/${attemptId}`);
    await page.getByRole('heading', { name: 'Answers and explanations' }).waitFor();
    // It stays there: no bounce to the prelims tests, no "missing" toast.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe(`/quiz/${sat.slug}/review/${attemptId}`);
    expect(await page.getByText('Test information is missing. Please try again.').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'Exit Test leaves the attempt running: in progress on the attempts page, resumed, then submitted',
    { timeout: 120_000 },
    async () => {
      const learner = await newSubscriber();
      const sat = test('pts-2027-gs-03-economy-environment');
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await startLoggedIn(context, learner);
      await startTest(page, sat);
      await choose(page, 1);

      await page.getByRole('button', { name: 'Exit Test' }).click();
      const exit = page.getByRole('dialog', { name: 'Exit the test?' });
      await exit.waitFor();
      await exit
        .getByText(
          'Your answers are saved and the clock keeps running while you are away. Come back before the time runs out to carry on; at the deadline, the answers saved by then are submitted for you.',
        )
        .waitFor();
      await exit.getByText(/^Time left: \d\d:\d\d:\d\d$/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'exit-dialog');
      // Carrying on closes it; the test is as it was.
      await exit.getByRole('button', { name: 'Continue Test' }).click();
      await exit.waitFor({ state: 'detached' });
      expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Exit Test' }).click();
      await exit.getByRole('button', { name: 'Leave Test' }).click();
      await page.getByRole('button', { name: 'Resume Test' }).waitFor();

      // The start page, on a phone and on a desktop: the time left and each button's label stay on
      // one line (a wrapped label makes a button a line taller).
      for (const [size, viewport] of [
        ['390', PHONE_390],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        const timeLeft = page.getByText(/^Time left: \d\d:\d\d:\d\d$/);
        await timeLeft.waitFor();
        expect(await lineCount(timeLeft)).toBe(1);
        for (const name of ['Resume Test', 'Enter Full Screen', 'Back']) {
          const box = await page.getByRole('button', { name, exact: true }).boundingBox();
          expect(box?.height ?? 0).toBeLessThan(56);
        }
        // Back from the test, the attempt in progress is counted.
        await page.getByText('(1 used)').waitFor();
        await shot(page, `results-start-resume-${size}`, { fullPage: true });
      }

      // The attempt is still open on the server, with its deadline.
      const attempted = await apiAs<{ openAttempt: { remainingSeconds: number } | null }>(
        learner,
        '/v1/modules/tests/attempted',
        formPost({ testId: sat.id }),
      );
      expect(attempted.openAttempt?.remainingSeconds).toBeGreaterThan(sat.duration * 60 - 120);

      await page.goto(`/check-attempted-test?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
      const running = page.getByRole('article').filter({ hasText: 'In progress' });
      await running.getByRole('heading', { name: 'Attempt #1' }).waitFor();
      await running.getByText(/^Time left: \d\d:\d\d:\d\d$/).waitFor();
      expect(await page.getByText("You haven't attempted this test yet.").count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'attempted-in-progress', { fullPage: true });

      await running.getByRole('link', { name: 'Resume attempt #1' }).click();
      await page.getByRole('button', { name: 'Resume Test' }).click();
      await questionShown(page, 1, sat.total_question_count);
      expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);

      // Submit Now goes through the questions marked for review, then submits.
      await page.getByRole('button', { name: 'Exit Test' }).click();
      await exit.getByRole('button', { name: 'Submit Now' }).click();
      await page
        .getByRole('dialog', { name: 'Questions Marked for Review' })
        .getByRole('button', { name: 'Submit and Finish' })
        .click();
      await page.waitForURL(/\/quiz\/[^/]+\/review\/\d+$/);

      await page.goto(`/check-attempted-test?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: 'Review attempt #1' }).waitFor();
      expect(await page.getByText('In progress').count()).toBe(0);

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('times each question as it was on screen, and the review’s times add up to the sitting', async () => {
    const learner = await newSubscriber();
    const sat = test('pts-2027-gs-01-indian-polity');
    const total = sat.total_question_count;
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);
    // The page's clock runs on as usual, and `read` moves it on instead of the test waiting:
    // the app times each question by it. The sitting is measured on the same clock.
    await page.clock.install();
    const read = (ms: number) => page.clock.runFor(ms);
    const now = () => page.evaluate(() => Date.now());
    await startTest(page, sat);
    const began = await now();

    await read(3000); // question 1, read and left unanswered
    await page.getByRole('button', { name: 'Next' }).click();
    await questionShown(page, 2, total);
    await read(2000); // question 2: read, then answered and marked
    await choose(page, 0);
    await page.getByRole('button', { name: 'Review Later' }).click();
    await read(2000);
    await page.getByRole('button', { name: 'Next' }).click();
    await questionShown(page, 3, total);
    await choose(page, 2);
    await read(2000);
    const hiddenAt = await now();
    await setHidden(page, true); // another app for a while: not counted
    await read(4000);
    await setHidden(page, false);
    const away = (await now()) - hiddenAt;
    await page.getByRole('button', { name: 'Previous' }).click(); // question 2 again
    await questionShown(page, 2, total);
    await read(2000);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Questions Marked for Review' })
      .getByRole('button', { name: 'Submit and Finish' })
      .click();
    const sitting = (await now()) - began - away;
    await page.waitForURL(/\/quiz\/[^/]+\/review\/\d+$/);
    const attemptId = Number(new URL(page.url()).pathname.split('/').at(-1));

    const review = await reviewOf(learner, attemptId);
    const times = review.questions.map((question) => question.timeSpentMs);
    const sum = times.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - sitting)).toBeLessThan(1500);
    expect(review.analysis.timeSpentMs).toBe(sum);
    expect(times[0]).toBeGreaterThan(2500); // before any answer
    expect(times[1]).toBeGreaterThan(5500); // before, after the answer, and the revisit
    expect(times[2]).toBeGreaterThan(1500);
    expect(times[2]).toBeLessThan(4500); // the time away is not in it
    expect(times.slice(3).every((ms) => ms === 0)).toBe(true);

    // The review: counts per state at the top of the answers, and the marked question labelled.
    const counts = page.getByRole('group', { name: 'Questions by state' });
    await counts.waitFor();
    const outcomes = (outcome: string) => review.questions.filter((question) => question.outcome === outcome).length;
    for (const [label, count] of [
      ['All', total],
      ['Correct', outcomes('correct')],
      ['Incorrect', outcomes('incorrect')],
      ['Not answered', outcomes('unattempted')],
      ['Marked for review', 1],
    ] as const) {
      await counts.getByRole('button', { name: `${label} ${count}`, exact: true }).waitFor();
    }
    const marked = page.getByRole('article').filter({ hasText: 'Marked for review' });
    expect(await marked.count()).toBe(1);
    await marked.getByRole('heading', { name: 'Question 2' }).waitFor();
    await counts.getByRole('button', { name: 'Marked for review 1' }).click();
    await expect.poll(() => page.locator('article[id^="review-question-"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE_390],
    ] as const) {
      await page.setViewportSize(viewport);
      // The answers' own top (the section keeps clear of the fixed header when scrolled to).
      await page.locator('#answers').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await shot(page, `results-review-states-${size}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);
    await counts.getByRole('button', { name: `All ${total}` }).click();
    await expect.poll(() => page.locator('article[id^="review-question-"]').count()).toBe(total);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives tied learners one rank, and a shared first place gold for each', async () => {
    const sat = test('uppsc-test-01-up-special');
    // One learner sits it to learn the key; two answer every question right; one gets one right.
    const first = await newSubscriber();
    const key = (await reviewOf(first, await sitByApi(first, sat.id, []))).questions;
    const right = key.map((question) => ({ questionId: question.id, selectedOption: question.correctOption }));
    const [a, b, c] = [await newSubscriber(), await newSubscriber(), await newSubscriber()];
    await sitByApi(a, sat.id, right);
    await sitByApi(b, sat.id, right);
    await sitByApi(c, sat.id, right.slice(0, 1));

    // The standing is rebuilt at most every 10 seconds after new submissions (docs/decisions.md).
    const full = sat.total_question_count * 2;
    await expect
      .poll(
        async () => {
          const rankings = await apiAs<{ getUserTestAttempted: { score: number }[] }>(
            b,
            '/v1/modules/tests/showRankings',
            formPost({ test_id: sat.id }),
          );
          return rankings.getUserTestAttempted.filter((row) => row.score === full).length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(2);

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, b);
    await page.goto(`/check-ranking?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Ranking Summary' }).waitFor();
    const rows = page.locator('tbody tr');
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent.trim())),
    );
    const top = table.filter(([, , score]) => Number(score) === full);
    expect(top.length).toBeGreaterThanOrEqual(2);
    // Everyone with full marks is first, with the gold medal; the next score is ranked after all of them.
    for (const [rank] of top) expect(rank).toBe('1(Gold)');
    const next = table.find(([, , score]) => Number(score) < full);
    expect(next?.[0]).toMatch(new RegExp(`^${top.length + 1}\\b`));
    expect(table.filter(([rank]) => rank === '1(Gold)').length).toBe(top.length);
    await page.locator('tr[aria-current="true"]').getByText('You', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'rankings-tied', { fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the fixed texts of each failure', () => {
  it('rankings of an unknown test, or an answer without data: No ranking data available', async () => {
    const learner = await newSubscriber();
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);
    await page.goto('/check-ranking?testId=987654', { waitUntil: 'domcontentloaded' });
    await page.getByText('No ranking data available', { exact: true }).waitFor();
    expect(await page.getByText('Failed to fetch rankings. Please try again later.').count()).toBe(0);
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'rankings-unknown-test');

    await page.route('**/api/v1/modules/tests/showRankings', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' }),
    );
    const sat = test('pts-2027-gs-02-history-culture');
    await page.goto(`/check-ranking?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('No ranking data available', { exact: true }).waitFor();

    // Only the 404s of the unknown test and the unreadable answer were logged.
    expect(errors.filter((message) => !/status of 404|Unexpected answer from/.test(message))).toEqual([]);
    await context.close();
  });

  it('a submit the server fails: Error submitting test results, and the learner stays on the test', async () => {
    const learner = await newSubscriber();
    const sat = test('pts-2027-gs-02-history-culture');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);
    await startTest(page, sat);
    await choose(page, 0);
    await page.route('**/api/v1/modules/tests/submitResult', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Questions Marked for Review' });
    await dialog.getByRole('button', { name: 'Submit and Finish' }).click();
    // Said in the dialog, where the learner pressed Submit (a toast would be drawn behind it).
    const failure = dialog.getByRole('alert');
    await failure.getByText('Error submitting test results').waitFor();
    await failure.getByText('Your answers are kept on this device. Please submit again in a minute.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/quiz/${sat.slug}`);
    await dialog.getByRole('button', { name: 'Submit and Finish' }).waitFor();
    await shots(page, 'submit-failed');
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await questionShown(page, 1, sat.total_question_count);
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a tests call that answers nothing usable: No tests available or invalid response format', async () => {
    const learner = await newSubscriber();
    const sat = test('pts-2027-gs-02-history-culture');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);
    for (const body of ['{"status":200,"body":{"data":[]}}', 'not json at all']) {
      await page.unrouteAll();
      await page.route('**/api/v1/modules/tests', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.goto(`/quiz/${sat.slug}`, { waitUntil: 'domcontentloaded' });
      await page.getByText('No tests available or invalid response format', { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await shots(page, 'no-tests');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('an attempted call that fails: An error occurred while fetching your attempted test data', async () => {
    const learner = await newSubscriber();
    const sat = test('pts-2027-gs-02-history-culture');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);
    await page.route('**/api/v1/modules/tests/attempted', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }),
    );
    await page.goto(`/check-attempted-test?testId=${sat.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('An error occurred while fetching your attempted test data', { exact: true }).waitFor();
    await toastShown(page, 'Failed to load attempted test data');
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'attempted-failed');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
