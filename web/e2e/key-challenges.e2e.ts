/**
 * Key challenges end to end on the real server (docs/product.md, "Key challenges"): the demo
 * learner sits a live test in its window with a wrong key on question 2; staff close the window;
 * the learner challenges the key from the review in its challenge period; staff accept the
 * challenge with the right key in the console's 'Key challenges', which re-scores and re-ranks;
 * the learner's review then has the notice, the accepted challenge with the reply and the new
 * score, and the test's library card says the key was revised. Screenshots at 1280 and 390 px go
 * outside the repository (E2E_SHOTS, else the system's temporary folder).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, formPost, loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations, toastShown } from './browser';
import { libraryId, type MadeTest, newPrelimsTest, setWindow, subscriptionIdOf } from './prelims';
import { browser } from './shared-browser';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'aspirant-key-challenges');
const REASON = 'The Kosi is known as the Sorrow of Bihar (NCERT Class 9 Geography, chapter 3): option B, not C.';
const REPLY = 'You are right: the key of question 2 is now B (Kosi). Thank you!';

let demo: Session;
let admin: Session;

/** A form body as the app sends it. */
/** Staff set question 2's key wrong: C (Son) instead of B (Kosi), before anyone sits the test. */
async function setWrongKey(test: MadeTest): Promise<void> {
  const question = test.questions[1];
  if (!question) throw new Error('the test has no question 2');
  await apiAs(admin, `/v1/admin/questions/${question.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      description: question.description,
      options: question.options,
      correct: 3,
      topic: 'General Studies',
      difficulty: 'easy',
      explanation: '',
    }),
  });
}

/** The demo learner sits the test through the API: B, B, A (question 2 wrong by the key as set, 3 wrong). */
async function sit(testId: number): Promise<number> {
  const key = `challenge-${testId}`;
  const started = await apiAs<{ body: { attempt: { attemptId: number } } }>(
    demo,
    '/v1/modules/tests/start',
    formPost({ testId: String(testId), attemptKey: key }),
  );
  const paper = await apiAs<{ body: { data: { id: number; options: { id: number }[] }[] } }>(
    demo,
    '/v1/modules/questions',
    formPost({ test_id: String(testId) }),
  );
  const sheet = paper.body.data.map((question, index) => ({
    questionId: question.id,
    selectedOption: question.options[index === 2 ? 0 : 1]?.id ?? null,
  }));
  const submitted = await apiAs<{ body: { score: number | null; scoreOpensAt: string | null } }>(
    demo,
    '/v1/modules/tests/submitResult',
    formPost({ testId: String(testId), attemptKey: key, answers: JSON.stringify(sheet) }),
  );
  // Sat in the window: the score waits for the key (docs/product.md, "Live tests").
  expect(submitted.body.score).toBeNull();
  expect(submitted.body.scoreOpensAt).not.toBeNull();
  return started.body.attempt.attemptId;
}

/** Screenshots of the page at 1280 and 390 px (with `focus` in sight), back to 1280 after. */
async function shotsAt(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE_390],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
});

describe('key challenges', () => {
  it(
    'go from the learner’s review to the console, and an accepted one re-scores with a notice',
    { timeout: 120_000 },
    async () => {
      const test = await newPrelimsTest(admin, { name: 'Key Challenge Mock: GS 1', slugPrefix: 'challenge' });
      await setWrongKey(test);
      // Sat inside its window, the attempt is ranked; then staff close the window a minute ago.
      const now = Date.now();
      await setWindow(admin, test.id, new Date(now - 60_000), new Date(now + (test.duration + 5) * 60_000));
      const attemptId = await sit(test.id);
      await setWindow(admin, test.id, new Date(now - (test.duration + 10) * 60_000), new Date(Date.now() - 60_000));
      const reviewPath = `/quiz/${test.slug}/review/${attemptId}`;

      // The learner challenges question 2's key from the review.
      const learner = await openPage(browser, DESKTOP);
      await startLoggedIn(learner.context, demo);
      const page = learner.page;
      await page.goto(reviewPath, { waitUntil: 'domcontentloaded' });
      const question2 = page.getByRole('article', { name: 'Question 2' });
      await question2.waitFor();
      await page.getByText(/^You can challenge the key until .* IST\.$/).waitFor();
      await question2.getByText('Incorrect', { exact: true }).waitFor();
      expect(await page.getByRole('region', { name: 'The answer key was revised' }).count()).toBe(0);
      const opener = question2.getByRole('button', { name: 'Challenge the key of question 2' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Challenge the key of question 2' });
      await dialog.waitFor();
      // Keyboard: the reason has the focus; too short a reason is refused with the rule.
      const reason = dialog.getByRole('textbox', { name: /Your reason/ });
      expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('Wrong key');
      await dialog.getByText('9 / 1,000 characters').waitFor();
      await dialog.getByRole('button', { name: 'Send challenge' }).click();
      await dialog.getByText('Say why you think the key is wrong, in at least 10 characters.').waitFor();
      await reason.fill(REASON);
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, 'challenge-dialog');
      await dialog.getByRole('button', { name: 'Send challenge' }).click();
      await toastShown(page, 'Thank you. Our faculty will decide your challenge.');
      await dialog.waitFor({ state: 'detached' });
      await question2.getByRole('heading', { name: 'Your challenge of the key' }).waitFor();
      await question2.getByText('Challenge sent', { exact: true }).waitFor();
      await question2.getByText(REASON).waitFor();
      await question2.getByRole('button', { name: 'Edit your challenge of question 2' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, 'challenge-sent', question2);

      // Staff find it in the console under 'Key challenges' and accept it with the right key.
      const staff = await openPage(browser, DESKTOP);
      await startLoggedIn(staff.context, admin);
      const consolePage = staff.page;
      await consolePage.goto('/admin', { waitUntil: 'domcontentloaded' });
      await consolePage.getByRole('link', { name: 'Key challenges' }).click();
      await consolePage.getByRole('heading', { level: 1, name: 'Key challenges' }).waitFor();
      const card = consolePage.getByRole('listitem').filter({
        has: consolePage.getByRole('heading', { name: `${test.name} · Question 2` }),
      });
      await card.waitFor();
      await card.getByText('Open: 1', { exact: true }).waitFor();
      await card.getByText(REASON).waitFor();
      await card.getByText('demo@aspirant.test').waitFor();
      const decision = card.getByRole('form', { name: 'Decision on question 2' });
      await decision.getByRole('radio', { name: /Accept: change the key/ }).check();
      await decision.getByRole('radio', { name: /^B\. Kosi/ }).check();
      await decision.getByRole('textbox', { name: /Reply to the learners/ }).fill(REPLY);
      expect(await seriousViolations(consolePage)).toEqual([]);
      await shotsAt(consolePage, 'challenge-console', card);
      await decision.getByRole('button', { name: 'Decide on question 2' }).click();
      const confirm = consolePage.getByRole('dialog', { name: 'Change the key of question 2?' });
      await confirm
        .getByText(/Option B \(Kosi\) becomes the correct answer\. Every attempt of this test will be re-scored/)
        .waitFor();
      await shotsAt(consolePage, 'challenge-console-confirm');
      await confirm.getByRole('button', { name: 'Accept and re-score' }).click();
      await toastShown(
        consolePage,
        'Challenges of question 2 accepted: 1 attempt re-scored and re-ranked, 1 result changed.',
      );
      await confirm.waitFor({ state: 'detached' });
      await consolePage.getByText('No open challenges.').waitFor();
      await consolePage.getByRole('button', { name: 'All', exact: true }).click();
      await card.getByText('Accepted: 1', { exact: true }).waitFor();
      await card.getByText(REPLY).waitFor();
      expect(await card.getByRole('form').count()).toBe(0);

      // The learner's review: the notice, the accepted challenge with the reply, the new score.
      await page.reload({ waitUntil: 'domcontentloaded' });
      const notice = page.getByRole('region', { name: 'The answer key was revised' });
      await notice.waitFor();
      await notice
        .getByRole('link', {
          name: 'The key of question 2 was changed after challenges: scores and ranks were recalculated.',
        })
        .waitFor();
      await notice.getByText(REPLY).waitFor();
      await question2.getByText('Challenge accepted', { exact: true }).waitFor();
      await question2.getByText('Correct', { exact: true }).waitFor();
      await question2.getByText(REPLY).waitFor();
      expect(await question2.getByRole('button', { name: /challenge/i }).count()).toBe(0);
      await page.getByText('3.34', { exact: true }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, 'challenge-notice');
      await shotsAt(page, 'challenge-accepted', question2);

      // The test's card in the library says the key was revised, with the way to the attempts.
      await page.goto(`/prelims-tests/library/${libraryId(await subscriptionIdOf(demo))}`, {
        waitUntil: 'domcontentloaded',
      });
      const testCard = page.getByRole('article', { name: test.name });
      await testCard.getByText(/^Key revised on .*: your score was recalculated\./).waitFor();
      await testCard.getByRole('link', { name: 'See your attempts' }).waitFor();
      await shotsAt(page, 'challenge-library-card', testCard);

      expect(learner.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
      await learner.context.close();
      await staff.context.close();
    },
  );
});
