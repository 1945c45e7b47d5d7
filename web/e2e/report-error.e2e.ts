/**
 * Reporting an error in a question (docs/product.md, "Reporting an error in a question"), end to
 * end on the real server: the demo learner reports a question from the review of a submitted
 * test, staff find it under 'Reported questions' in the console, correct its answer key in the
 * question editor (which re-scores) and resolve the report with a reply, and the learner's review
 * then says 'Resolved' with the reply. Screenshots at 1280 and 390 px go outside the repository
 * (E2E_SHOTS, else the system's temporary folder).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, seriousViolations, toastShown } from './browser';
import { noteShots, openNoteDialog, openQueue, refused, sendNote, sitByApi, testWithWrongKey } from './question-notes';
import { browser } from './shared-browser';

const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'aspirant-report-error');
const NOTE = 'The Kosi is the Sorrow of Bihar: option B is right, not C.';

let demo: Session;
let admin: Session;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
});

describe('reporting an error in a question', () => {
  it(
    'goes from the learner’s review to the console and back as Resolved, with a re-scored attempt',
    { timeout: 180_000 },
    async () => {
      const name = 'Report Check: General Studies';
      const test = await testWithWrongKey(admin, name, 'report');
      // B, B, B: question 2 wrong by the key as set.
      const sitting = await sitByApi(demo, test.id, [1, 1, 1]);
      expect(sitting.score).toBe(3.34);
      const reviewPath = `/quiz/${test.slug}/review/${sitting.attemptId}`;

      // The learner reports question 2 from the review.
      const learner = await openPage(browser, DESKTOP);
      await startLoggedIn(learner.context, demo);
      const page = learner.page;
      await page.goto(reviewPath);
      const question2 = page.getByRole('article', { name: 'Question 2' });
      await question2.waitFor();
      const dialog = await openNoteDialog(page, 'report', 2);
      // Keyboard: the first kind has the focus; Send with nothing chosen says what is missing.
      expect(
        await dialog.getByRole('radio', { name: /Wrong answer key/ }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await refused(dialog, 'report', 'Choose what is wrong with the question.');
      await page.keyboard.press('Space');
      await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE);
      expect(await seriousViolations(page)).toEqual([]);
      await noteShots(page, SHOTS, 'report-dialog');
      await sendNote(page, dialog, 'report', 2);
      await question2.getByText('Reported', { exact: true }).waitFor();
      await noteShots(page, SHOTS, 'report-reported', question2);

      // Staff find it in the console under 'Reported questions'.
      const staff = await openPage(browser, DESKTOP);
      await startLoggedIn(staff.context, admin);
      const consolePage = staff.page;
      const card = await openQueue(consolePage, 'report', name, 2);
      await card.getByText('Wrong answer key: 1').waitFor();
      await card.getByText(NOTE).waitFor();
      expect(await seriousViolations(consolePage)).toEqual([]);
      await noteShots(consolePage, SHOTS, 'report-console');

      // The key is corrected in the question editor: the learner's attempt is re-scored.
      await card.getByRole('button', { name: `Edit question 2 of ${name}` }).click();
      const editor = consolePage.getByRole('dialog', { name: 'Edit question 2' });
      await editor.waitFor();
      await editor.getByRole('radio', { name: 'Option B is correct' }).check();
      await editor.getByText('This changes the answer key').waitFor();
      await editor.getByRole('button', { name: 'Save question' }).click();
      // What the correction does is said first, in the dialog; staff apply it.
      await editor
        .getByRole('group', { name: 'Learners will see this change' })
        .getByText(/1 submitted attempt is scored again/)
        .waitFor();
      await editor.getByRole('button', { name: 'Save and apply' }).click();
      await toastShown(consolePage, /1 submitted attempt was scored again/);
      await editor.waitFor({ state: 'detached' });
      await card.getByText(/Key corrected/).waitFor();

      // Resolved, with a reply the learner will read.
      await card.getByRole('button', { name: 'Resolve the reports of question 2' }).click();
      const resolve = consolePage.getByRole('dialog', { name: 'Resolve the reports of question 2' });
      await resolve
        .getByRole('textbox', { name: /Reply to the learners/ })
        .fill('You are right: the key is now B, and your score has been corrected. Thank you!');
      await noteShots(consolePage, SHOTS, 'report-console-resolve');
      await resolve.getByRole('button', { name: 'Resolve' }).click();
      await toastShown(consolePage, '1 report resolved.');
      await consolePage.getByText('No open reports. Well done!').waitFor();
      await consolePage.getByRole('button', { name: 'Resolved' }).click();
      await card.getByText(/Resolved by admin@aspirant\.test/).waitFor();

      // The learner's review: Resolved, the reply, the corrected key and the new score.
      await page.reload();
      await question2.waitFor();
      await question2.getByText('Resolved', { exact: true }).waitFor();
      await question2
        .getByText('You are right: the key is now B, and your score has been corrected. Thank you!')
        .waitFor();
      await question2.getByText(/Answer key corrected on/).waitFor();
      await question2.getByRole('button', { name: 'Report an error in question 2' }).waitFor();
      await page.getByText(/Re-scored on .* after an answer key correction/).waitFor();
      await question2.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await noteShots(page, SHOTS, 'report-resolved', question2);

      expect(learner.errors).toEqual([]);
      // The browser logs the 428 that asked staff to confirm the key correction; nothing else failed.
      expect(staff.errors.filter((error) => !error.includes('status of 428'))).toEqual([]);
      await learner.context.close();
      await staff.context.close();
    },
  );
});
