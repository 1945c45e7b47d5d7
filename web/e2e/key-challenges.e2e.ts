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
import { beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, seriousViolations, toastShown } from './browser';
import { libraryId, setWindow, subscriptionIdOf } from './prelims';
import { noteShots, openNoteDialog, openQueue, refused, sendNote, sitByApi, testWithWrongKey } from './question-notes';
import { browser } from './shared-browser';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'aspirant-key-challenges');
const REASON = 'The Kosi is known as the Sorrow of Bihar (NCERT Class 9 Geography, chapter 3): option B, not C.';
const REPLY = 'You are right: the key of question 2 is now B (Kosi). Thank you!';

let demo: Session;
let admin: Session;

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
      const test = await testWithWrongKey(admin, 'Key Challenge Mock: GS 1', 'challenge');
      // Sat inside its window, the attempt is ranked; then staff close the window a minute ago.
      const now = Date.now();
      await setWindow(admin, test.id, new Date(now - 60_000), new Date(now + (test.duration + 5) * 60_000));
      // B, B, A: question 2 wrong by the key as set, 3 wrong. Sat in the window, the score waits
      // for the key (docs/product.md, "Live tests").
      const sitting = await sitByApi(demo, test.id, [1, 1, 0]);
      expect(sitting.score).toBeNull();
      expect(sitting.scoreOpensAt).not.toBeNull();
      await setWindow(admin, test.id, new Date(now - (test.duration + 10) * 60_000), new Date(Date.now() - 60_000));
      const reviewPath = `/quiz/${test.slug}/review/${sitting.attemptId}`;

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
      const dialog = await openNoteDialog(page, 'challenge', 2);
      // Keyboard: the reason has the focus; too short a reason is refused with the rule.
      const reason = dialog.getByRole('textbox', { name: /Your reason/ });
      expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('Wrong key');
      await dialog.getByText('9 / 1,000 characters').waitFor();
      await refused(dialog, 'challenge', 'Say why you think the key is wrong, in at least 10 characters.');
      await reason.fill(REASON);
      expect(await seriousViolations(page)).toEqual([]);
      await noteShots(page, SHOTS, 'challenge-dialog');
      await sendNote(page, dialog, 'challenge', 2);
      await question2.getByRole('heading', { name: 'Your challenge of the key' }).waitFor();
      await question2.getByText('Challenge sent', { exact: true }).waitFor();
      await question2.getByText(REASON).waitFor();
      await noteShots(page, SHOTS, 'challenge-sent', question2);

      // Staff find it in the console under 'Key challenges' and accept it with the right key.
      const staff = await openPage(browser, DESKTOP);
      await startLoggedIn(staff.context, admin);
      const consolePage = staff.page;
      const card = await openQueue(consolePage, 'challenge', test.name, 2);
      await card.getByText('Open: 1', { exact: true }).waitFor();
      await card.getByText(REASON).waitFor();
      await card.getByText('demo@aspirant.test').waitFor();
      const decision = card.getByRole('form', { name: 'Decision on question 2' });
      await decision.getByRole('radio', { name: /Accept: change the key/ }).check();
      await decision.getByRole('radio', { name: /^B\. Kosi/ }).check();
      await decision.getByRole('textbox', { name: /Reply to the learners/ }).fill(REPLY);
      expect(await seriousViolations(consolePage)).toEqual([]);
      await noteShots(consolePage, SHOTS, 'challenge-console', card);
      await decision.getByRole('button', { name: 'Decide on question 2' }).click();
      const confirm = consolePage.getByRole('dialog', { name: 'Change the key of question 2?' });
      await confirm
        .getByText(/Option B \(Kosi\) becomes the correct answer\. Every attempt of this test will be re-scored/)
        .waitFor();
      await noteShots(consolePage, SHOTS, 'challenge-console-confirm');
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
      await noteShots(page, SHOTS, 'challenge-notice');
      await noteShots(page, SHOTS, 'challenge-accepted', question2);

      // The test's card in the library says the key was revised, with the way to the attempts.
      await page.goto(`/prelims-tests/library/${libraryId(await subscriptionIdOf(demo))}`, {
        waitUntil: 'domcontentloaded',
      });
      const testCard = page.getByRole('article', { name: test.name });
      await testCard.getByText(/^Key revised on .*: your score was recalculated\./).waitFor();
      await testCard.getByRole('link', { name: 'See your attempts' }).waitFor();
      await noteShots(page, SHOTS, 'challenge-library-card', testCard);

      expect(learner.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
      await learner.context.close();
      await staff.context.close();
    },
  );
});
