/**
 * Answers chosen offline across a test's deadline (issue 39; docs/product.md, "The clock"): one
 * answer saved online, two chosen with the network cut, the device back after the server has
 * finished the attempt. On a practice attempt the two count and the attempt is scored again; on a
 * ranked one they came after the grace, so they are not counted, and the result says so. The
 * screen promises no more: offline near a ranked deadline it says by when to reconnect. A server
 * of its own, with a 5-second grace, and one-minute tests made through the console's API.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import learnerEn from '../src/i18n/locales/learner-en.json';
import { apiAs, loginByApi, type Session, startLoggedIn } from './accounts';
import { openPage, PHONE_390, screenshotDir } from './browser';
import { hindi } from './hindi';
import { type MadeTest, newPrelimsTest } from './prelims';
import { type RunningServer, startServer } from './server';
import { browser } from './shared-browser';

type Language = 'en' | 'hi';
type Tree = { [key: string]: string | Tree };

/** The interface's text of `key` in `language`, blanks filled. */
function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  if (language === 'hi') return hindi(key, values);
  let node: string | Tree = learnerEn;
  for (const part of key.split('.')) node = (node as Tree)[part] as string | Tree;
  if (typeof node !== 'string') throw new Error(`no English text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text with a time of day to the second in its {{time}} blank, as the notice writes it. */
function withClockTime(language: Language, key: string, values: Record<string, string | number>): RegExp {
  const escaped = escape(text(language, key, { ...values, time: 'TIME' }));
  const time = language === 'hi' ? '(सुबह|दोपहर|शाम|रात) \\d{1,2}:\\d{2}:\\d{2}' : '\\d{1,2}:\\d{2}:\\d{2} [ap]m';
  return new RegExp(`${escaped.replace('TIME', time)}$`);
}

interface ReviewAnswer {
  attempt: { score: number; lateAnswers: number; finishReason: string };
  questions: { selectedOption: number | null }[];
}

let server: RunningServer;
let admin: Session;
let demo: Session;

beforeAll(async () => {
  server = await startServer({ ASPIRANT_SUBMIT_GRACE: '5s' });
  admin = await loginByApi('admin@aspirant.test', 'admin12345', { server: server.baseURL });
  demo = await loginByApi('demo@aspirant.test', 'demo12345', { server: server.baseURL });
});

afterAll(async () => {
  await server.stop();
});

function postAsDemo<T>(apiPath: string, form: Record<string, string>): Promise<T> {
  return apiAs<T>(demo, apiPath, { method: 'POST', body: new URLSearchParams(form) }, server.baseURL);
}

async function choose(page: Page, index: number) {
  await page.locator('fieldset label').nth(index).click();
  await expect.poll(() => page.getByRole('radio').nth(index).isChecked()).toBe(true);
}

/** The attempt's status as the attempts list gives it: finished once it lists a finish reason. */
async function finishedOnServer(testId: number): Promise<number> {
  const attempted = await postAsDemo<{ getAttemptedTest: unknown[] }>('/v1/modules/tests/attempted', {
    testId: String(testId),
  });
  return attempted.getAttemptedTest.length;
}

/**
 * The learner sits `test` on a phone in `language`: option B (right) of question 1 online, of
 * questions 2 and 3 offline; the device stays offline past the deadline until the server has
 * finished the attempt, then reconnects. Answers what the screens said and the stored review.
 */
async function sitOffline(test: MadeTest, language: Language, ranked: boolean, finishedBefore: number) {
  const { context, page, errors } = await openPage(browser, PHONE_390, { server: server.baseURL });
  await startLoggedIn(context, demo);
  await context.addInitScript((lang) => window.localStorage.setItem('aspirant.language', lang), language);
  const shot = (name: string) =>
    page.screenshot({
      path: path.join(screenshotDir, `offline-answers-${ranked ? 'ranked' : 'practice'}-${name}-390-${language}.png`),
    });

  await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: text(language, 'quiz.start.start') }).click();
  await choose(page, 1);
  await expect
    .poll(() => page.evaluate((id) => sessionStorage.getItem(`aspirant.quiz.queue.${id}`), test.id))
    .toMatch(/"items":\[\]/);

  await context.setOffline(true);
  for (let question = 2; question <= 3; question += 1) {
    await page.getByRole('button', { name: text(language, 'quiz.controls.next'), exact: true }).click();
    await choose(page, 1);
  }
  // A one-minute test is in its last five minutes from the start.
  const notice = ranked
    ? withClockTime(language, 'quiz.offline.reconnectBy_other', { count: 2 })
    : new RegExp(`^${escape(text(language, 'quiz.offline.practice'))}`);
  await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(notice);
  await shot('banner');

  // Past the deadline the test tries to submit itself and waits for the network, saying the same.
  const overlay = page.getByRole('alert').filter({ hasText: text(language, 'quiz.messages.timeUpSubmitting') });
  await overlay.waitFor({ timeout: 90_000 });
  const afterGrace = ranked
    ? withClockTime(language, 'quiz.offline.tooLate_other', { count: 2 })
    : new RegExp(escape(text(language, 'quiz.offline.practice')));
  await expect.poll(() => overlay.innerText(), { timeout: 30_000 }).toMatch(afterGrace);
  // The server finishes the attempt shortly after the grace, from the one answer it had.
  await expect.poll(() => finishedOnServer(test.id), { timeout: 30_000 }).toBe(finishedBefore + 1);
  await shot('time-up');

  await context.setOffline(false);
  await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname), { timeout: 60_000 });
  const attemptId = /\/review\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  const late = text(language, 'results.summary.lateAnswers_other', { count: 2 });
  if (ranked) {
    // The result's own line: a toast may say the same for a moment.
    const lateLine = page.locator('#main-content').getByText(late, { exact: true });
    await lateLine.waitFor();
    await lateLine.scrollIntoViewIfNeeded();
    await shot('result');
  }
  const review = await apiAs<{ body: ReviewAnswer }>(
    demo,
    `/v1/modules/tests/attempts/${attemptId}/review`,
    {},
    server.baseURL,
  );
  expect(errors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(message))).toEqual([]);
  await context.close();
  return review.body;
}

describe('answers chosen offline across the deadline', () => {
  it('count on a practice attempt whenever they arrive, and on a ranked one only within the grace', async () => {
    const [rankedEn, rankedHi, practice] = await Promise.all(
      ['Offline ranked', 'Offline ranked Hindi', 'Offline practice'].map((name, i) =>
        newPrelimsTest(admin, {
          name,
          slugPrefix: 'offline',
          duration: 1,
          attempts: i === 2 ? 2 : 1,
          server: server.baseURL,
        }),
      ),
    );
    if (!rankedEn || !rankedHi || !practice) throw new Error('tests not made');
    // The practice test's first, ranked attempt is sat at once, through the API.
    await postAsDemo('/v1/modules/tests/submitResult', {
      testId: String(practice.id),
      answers: '[]',
      attemptKey: `first-${practice.id}`,
    });

    const [en, hi, again] = await Promise.all([
      sitOffline(rankedEn, 'en', true, 0),
      sitOffline(rankedHi, 'hi', true, 0),
      sitOffline(practice, 'en', false, 1),
    ]);

    // Ranked: only the answer saved in time is scored; the two offline ones are recorded as late.
    for (const review of [en, hi]) {
      expect(review.attempt.score).toBe(2);
      expect(review.attempt.lateAnswers).toBe(2);
      expect(review.questions.map((question) => question.selectedOption !== null)).toEqual([true, false, false]);
    }
    // Practice: the two answers chosen before the deadline count, after the server finished it.
    expect(again.attempt.score).toBe(6);
    expect(again.attempt.lateAnswers).toBe(0);
    expect(again.attempt.finishReason).toBe('time_up');
    expect(again.questions.every((question) => question.selectedOption !== null)).toBe(true);
  }, 300_000);
});
