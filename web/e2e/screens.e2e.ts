/**
 * Screens that mislead or cost taps (issue 39), on a 390-px phone in English and Hindi, against
 * the real server: every results table fits the phone; a test in progress comes first on its
 * start page and its library card; a submit sent offline says why in the submit dialog. Each
 * scenario has a fresh learner with the demo's prelims series granted through the console.
 */
import type { Page } from 'playwright-core';
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
import path from 'node:path';
import { openPage, PHONE_390, screenshotDir, shot } from './browser';
import { hindi } from './hindi';
import { libraryId } from './prelims';
import { browser } from './shared-browser';

interface ApiTest {
  id: number;
  name: string;
  slug: string;
  total_question_count: number;
}

let admin: Session;
let seriesSubscription: number;
let tests: ApiTest[];

async function newSubscriber(): Promise<Session> {
  const learner = newLearner();
  const session = await registerByApi(learner);
  await grantInConsole(admin, learner.email, seriesSubscription);
  return session;
}

/** The GS test with the most questions: its time chart has the most bars. */
function longestTest(): ApiTest {
  const gs = tests.filter((test) => test.name.startsWith('GS Test'));
  const found = gs.sort((a, b) => b.total_question_count - a.total_question_count)[0];
  if (!found) throw new Error('no GS test');
  return found;
}

async function inHindi(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('aspirant.language', 'hi'));
  await page.reload({ waitUntil: 'domcontentloaded' });
}

/** Tables, and the time chart, wider than the box they sit in: each as its heading and widths. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('main table, main section ol')) {
      const box = element.closest('section') ?? element.parentElement;
      if (!box) continue;
      const inner = box.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth + 1 || own.right > inner.right + 1 || own.left < inner.left - 1) {
        const heading = box.querySelector('h2')?.textContent ?? element.tagName;
        found.push(`${heading}: ${element.scrollWidth} in ${Math.round(inner.width)}`);
      }
    }
    return found;
  });
}

/** Screenshots of the results' tables and chart, each on its own (the whole review is too long to look at). */
async function shotTables(page: Page, name: string) {
  const sections = page.locator('main section').filter({ has: page.locator('table, ol') });
  for (let index = 0; index < (await sections.count()); index += 1) {
    await sections.nth(index).screenshot({ path: path.join(screenshotDir, `${name}-${index}.png`) });
  }
}

beforeAll(async () => {
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const demo = await loginByApi('demo@aspirant.test', 'demo12345');
  const mine = await apiAs<{ data: { subscriptions: { id: number; slug: string }[] } }>(
    demo,
    '/v1/modules/subscriptions',
  );
  const series = mine.data.subscriptions.find((subscription) => subscription.slug === 'prelims-test-series-2027');
  if (!series) throw new Error('the demo learner does not hold the prelims series');
  seriesSubscription = series.id;
  tests = (await apiAs<{ body: { data: ApiTest[] } }>(demo, '/v1/modules/tests', formPost({}))).body.data;
});

describe('issue 39 on a 390-px phone', () => {
  it('fits every results table in the phone, in English and Hindi', { timeout: 90_000 }, async () => {
    const learner = await newSubscriber();
    const sat = longestTest();
    const key = `e2e-screens-${Date.now()}`;
    await apiAs(learner, '/v1/modules/tests/start', formPost({ testId: sat.id, attemptKey: key }));
    const questions = (
      await apiAs<{ body: { data: { id: number; options: { id: number }[] }[] } }>(
        learner,
        '/v1/modules/questions',
        formPost({ test_id: sat.id }),
      )
    ).body.data;
    const tags = ['sure', 'fifty', 'guess'];
    const answers = questions.map((question, index) => ({
      questionId: question.id,
      selectedOption: index % 4 === 3 ? null : (question.options[index % 2]?.id ?? null),
      confidence: index % 4 === 3 ? null : tags[index % 3],
      timeSpentMs: 20_000 + index * 1500,
    }));
    const submitted = await apiAs<{ body: { attemptId: number } }>(
      learner,
      '/v1/modules/tests/submitResult',
      formPost({ testId: sat.id, attemptKey: key, answers: JSON.stringify(answers) }),
    );

    const { context, page, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, learner);
    await page.goto(`/quiz/${sat.slug}/review/${submitted.body.attemptId}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Accuracy by topic' }).waitFor();
    await page.getByRole('heading', { name: 'Accuracy by confidence' }).waitFor();
    await page.getByText(/accuracy counts only the ones you answered/).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shotTables(page, 'screens-results-390-en');

    await inHindi(page);
    await page.getByRole('heading', { name: hindi('results.topics.title') }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shotTables(page, 'screens-results-390-hi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a test in progress first on its start page and its library card', { timeout: 90_000 }, async () => {
    const learner = await newSubscriber();
    const running = longestTest();
    await apiAs(
      learner,
      '/v1/modules/tests/start',
      formPost({ testId: running.id, attemptKey: `e2e-run-${Date.now()}` }),
    );
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, learner);

    await page.goto(`/quiz/${running.slug}`, { waitUntil: 'domcontentloaded' });
    const resume = page.getByRole('button', { name: 'Resume Test' });
    await resume.waitFor();
    const resumeTop = (await resume.boundingBox())?.y ?? Infinity;
    // On the first screen, above the test's details.
    expect(resumeTop).toBeLessThan(PHONE_390.height);
    const marking = await page.getByRole('heading', { name: 'Marking Scheme' }).boundingBox();
    expect(resumeTop).toBeLessThan(marking?.y ?? 0);
    await shot(page, 'screens-resume-390-en', { fullPage: false });
    await inHindi(page);
    await page.getByRole('button', { name: hindi('quiz.start.resume') }).waitFor();
    await shot(page, 'screens-resume-390-hi', { fullPage: false });

    await page.evaluate(() => window.localStorage.setItem('aspirant.language', 'en'));
    await page.goto(`/prelims-tests/library/${libraryId(seriesSubscription)}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name: running.name });
    await card.getByText(/^Test in progress: \d+ minutes left$/).waitFor();
    await card.getByRole('link', { name: 'Resume Test' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'screens-library-card-390-en', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says in the submit dialog why a submit sent offline failed, and what next', { timeout: 90_000 }, async () => {
    const learner = await newSubscriber();
    const sat = tests.filter((test) => test.name.startsWith('GS Test'))[0];
    if (!sat) throw new Error('no GS test');
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, learner);
    await page.goto(`/quiz/${sat.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByText(`Question 1 of ${sat.total_question_count}`, { exact: true }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Questions Marked for Review' });
    await dialog.getByRole('button', { name: 'Submit and Finish' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(
      'Your answers are kept on this device. Submit again when you are back online.',
    );
    await shot(page, 'screens-offline-submit-390-en', { fullPage: false });

    await context.setOffline(false);
    expect(errors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(message))).toEqual([]);
    await context.close();
  });
});
