/**
 * A live all-India mock end to end on the real server (docs/product.md, "Live tests"): staff
 * schedule a window through the console's API; the demo learner waits in the start page's waiting
 * room, which counts down on the server's clock and starts the test by itself at the opening; the
 * schedule lists the window with its calendar entry; after submitting while the window is open the
 * review holds the key, the solutions and the rankings back; and once staff close the window the
 * key is out. Screenshots at 1280 and 390 px go outside the repository (E2E_SHOTS, else the
 * system's temporary folder).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, type Session, startLoggedIn } from './accounts';
import { baseURL, DESKTOP, openPage, PHONE_390, seriousViolations } from './browser';
import { libraryId, newPrelimsTest, setWindow, submitTest, subscriptionIdOf } from './prelims';
import { browser } from './shared-browser';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'aspirant-live-mocks');
/** How far ahead the window opens: time for the waiting room's checks and the schedule's. */
const OPENS_IN_MS = 30_000;

let demo: Session;
let admin: Session;

/** Screenshots of the page at 1280 and 390 px, back to 1280 after. */
async function shotsAt(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE_390],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

function secondsOf(clock: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clock.trim().split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Chooses option `index` (0-based) of the question on screen, as a learner clicks it. */
async function choose(page: Page, index: number) {
  await page.locator('fieldset label').nth(index).click();
  await expect.poll(() => page.getByRole('radio').nth(index).isChecked()).toBe(true);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
});

describe('a live all-India mock', () => {
  it(
    'waits for its window, starts by itself, holds the key until the close, and is on the schedule',
    { timeout: 150_000 },
    async () => {
      const test = await newPrelimsTest(admin, { name: 'Live Mock: All-India GS 1', slugPrefix: 'live' });
      const opensAt = new Date(Date.now() + OPENS_IN_MS);
      const closesAt = new Date(opensAt.getTime() + (test.duration + 5) * 60_000);
      await setWindow(admin, test.id, opensAt, closesAt);

      const { context, page, errors } = await openPage(browser, DESKTOP);
      await startLoggedIn(context, demo);

      // The waiting room: the instructions, a countdown to the opening, Start waiting.
      await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: test.name }).waitFor();
      const timer = page.getByRole('timer', { name: 'Time until the test opens' });
      await timer.waitFor();
      const left = secondsOf(await timer.innerText());
      expect(left).toBeGreaterThan(5);
      expect(left).toBeLessThanOrEqual(OPENS_IN_MS / 1000);
      await page.getByText(/^Opens at .* IST\. Keep this page open: the test starts by itself/).waitFor();
      await page.getByRole('heading', { name: 'Marking Scheme' }).waitFor();
      expect(await page.getByRole('button', { name: 'Waiting for the opening' }).isDisabled()).toBe(true);
      // It counts down.
      await expect.poll(async () => secondsOf(await timer.innerText()), { timeout: 5_000 }).toBeLessThan(left);
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, 'live-waiting-room', { fullPage: true });

      // The schedule lists the window, with its calendar entry and the way to the test.
      const schedulePage = await context.newPage();
      await schedulePage.goto('/schedule', { waitUntil: 'domcontentloaded' });
      await schedulePage.getByRole('heading', { level: 1, name: 'Live test schedule' }).waitFor();
      const card = schedulePage.getByRole('article', { name: test.name });
      await card.waitFor();
      await card.getByText('Prelims Test Series 2027', { exact: false }).waitFor();
      await card.getByRole('timer').waitFor();
      await card.getByText(/^Opens in /).waitFor();
      const goToTest = card.getByRole('link', { name: 'Go to the test' });
      expect(await goToTest.getAttribute('href')).toBe(`/quiz/${test.slug}`);
      const calendar = card.getByRole('link', { name: 'Add to calendar' });
      const href = await calendar.getAttribute('href');
      expect(href).toBe(`/api/v1/modules/tests/${test.slug}/calendar.ics`);
      expect(await calendar.getAttribute('download')).toBe(`${test.slug}.ics`);
      const ics = await fetch(`${baseURL}${href ?? ''}`);
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
      const entry = await ics.text();
      expect(entry).toMatch(/^BEGIN:VCALENDAR/);
      expect(entry).toContain(`SUMMARY:${test.name}`);
      // The link saves the entry as a file.
      const [download] = await Promise.all([schedulePage.waitForEvent('download'), calendar.click()]);
      expect(download.suggestedFilename()).toBe(`${test.slug}.ics`);
      expect((await readFile(await download.path())).toString('utf8')).toContain('BEGIN:VEVENT');
      expect(await seriousViolations(schedulePage)).toEqual([]);
      await shotsAt(schedulePage, 'live-schedule', { fullPage: true });

      // The series' library card says when the window opens.
      const libraryPath = `/prelims-tests/library/${libraryId(await subscriptionIdOf(demo))}`;
      await schedulePage.goto(libraryPath, { waitUntil: 'domcontentloaded' });
      const libraryCard = schedulePage.getByRole('article', { name: test.name, exact: true });
      await libraryCard.getByText(/^Live window: opens .* IST$/).waitFor();
      await schedulePage.close();

      // At the opening the test starts by itself, without a reload.
      await page.bringToFront();
      await page.getByText('Question 1 of 3', { exact: true }).waitFor({ timeout: OPENS_IN_MS + 15_000 });
      expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime());
      await choose(page, 1);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Question 2 of 3', { exact: true }).waitFor();
      await choose(page, 1);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Question 3 of 3', { exact: true }).waitFor();
      await choose(page, 0);
      await submitTest(page);
      const reviewPath = new URL(page.url()).pathname;

      // While the window is open: the answers are in, the learner's own answers; the score and the key held back.
      const held = page.getByRole('region', { name: 'Others are still sitting this test' });
      await held.waitFor();
      await held.getByText(/^The answer key, solutions and rankings open when the test closes at .* IST\.$/).waitFor();
      await page.getByRole('heading', { name: 'Your score' }).waitFor();
      // In the score card, and in the toast the submit showed.
      await page
        .getByText(/^Your answers are in\. Your score opens with the answer key at .* IST\.$/)
        .first()
        .waitFor();
      expect(await page.getByText(/^3\.34 \/ 6$/).count()).toBe(0);
      await page.getByText(/^Rankings will be published when the test closes at .* IST\.$/).waitFor();
      await page.getByRole('heading', { name: 'Your answers' }).waitFor();
      expect(await page.getByText('Correct answer', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Explanation' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Check Ranking' }).count()).toBe(0);
      expect(await page.getByText(/^Rank \d+$/).count()).toBe(0);
      const question3 = page.getByRole('article', { name: 'Question 3' });
      await question3.getByText('Answered', { exact: true }).waitFor();
      await question3.getByText('Your answer', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, 'live-review-held');

      // The rankings say when they will be published.
      await page.goto(`/check-ranking?testId=${test.id}`, { waitUntil: 'domcontentloaded' });
      await page.getByText(/^Rankings will be published when the test closes at .* IST\.$/).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Staff close the window (moved wholly into the past): the key, the solutions and the rank open.
      const now = Date.now();
      await setWindow(admin, test.id, new Date(now - (test.duration + 10) * 60_000), new Date(now - 60_000));
      await page.goto(reviewPath, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Answers and explanations' }).waitFor();
      await page.getByText(/^Rank \d+$/).waitFor();
      await page.getByText(/^3\.34 \/ 6$/).waitFor();
      expect(await held.count()).toBe(0);
      await question3.getByText('Incorrect', { exact: true }).waitFor();
      await question3.getByText('Correct answer', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Check Ranking' }).click();
      await page.getByRole('heading', { name: 'Ranking Summary' }).waitFor();
      // After the close the library card says an attempt is practice.
      await page.goto(libraryPath, { waitUntil: 'domcontentloaded' });
      const closedCard = page.getByRole('article', { name: test.name, exact: true });
      await closedCard.getByText('Window closed: practice only').waitFor();
      await closedCard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'live-library-closed-1280.png') });

      // The browser logs the refusals the page expects: a start a moment before the server's
      // opening, and the rankings while the window was open (409s).
      expect(errors.filter((message) => !/status of 409/.test(message))).toEqual([]);
      await context.close();
    },
  );
});
