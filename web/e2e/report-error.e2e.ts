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
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, formPost, loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations, toastShown } from './browser';
import { publishTest } from './prelims';
import { browser } from './shared-browser';

const SERIES = 'Prelims Test Series 2027';
const SHOTS = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'aspirant-report-error');

let demo: Session;
let admin: Session;

interface AdminQuestion {
  id: number;
  options: string[];
  correct: number;
}

/** A form body as the app sends it. */
/** Staff make a three-question test in the demo learner's series (B is right everywhere). */
async function newTest(name: string): Promise<{ id: number; slug: string; questions: AdminQuestion[] }> {
  const libraries = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    `/v1/admin/libraries?kind=tests&q=${encodeURIComponent(SERIES)}`,
  );
  const library = libraries.items.find((item) => item.name === SERIES);
  if (!library) throw new Error(`no test series called ${SERIES}`);
  const slug = `report-${Date.now()}`;
  const body = new FormData();
  for (const [key, value] of Object.entries({
    library_id: String(library.id),
    name,
    slug,
    duration_minutes: '30',
    total_marks: '6',
    total_attempts: '1',
    marks_correct: '2',
    marks_incorrect: '0.66',
    marks_unattempted: '0',
    position: '99',
  })) {
    body.set(key, value);
  }
  const created = await apiAs<{ item: { id: number } }>(admin, '/v1/admin/prelims-tests', { method: 'POST', body });
  const id = created.item.id;
  const questions: [string, string[]][] = [
    [
      'Which Article of the Constitution of India guarantees equality before law?',
      ['Article 12', 'Article 14', 'Article 19', 'Article 21'],
    ],
    ['Which river is known as the Sorrow of Bihar?', ['Damodar', 'Son', 'Kosi', 'Gandak']],
    [
      'Who was the permanent President of the Constituent Assembly?',
      ['B. R. Ambedkar', 'Rajendra Prasad', 'Sachchidananda Sinha', 'J. B. Kripalani'],
    ],
  ];
  for (const [description, options] of questions) {
    await apiAs(admin, `/v1/admin/prelims-tests/${id}/questions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description, options, correct: 2, topic: 'General Studies', difficulty: 'easy' }),
    });
  }
  await publishTest(admin, id);
  const list = await apiAs<{ items: AdminQuestion[] }>(admin, `/v1/admin/prelims-tests/${id}/questions`);
  return { id, slug, questions: list.items };
}

/** The demo learner sits the test through the API: B, C, B (question 2 wrong by the key as set). */
async function sit(testId: number): Promise<number> {
  const key = `report-${testId}`;
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
    selectedOption: question.options[index === 1 ? 2 : 1]?.id ?? null,
  }));
  const submitted = await apiAs<{ body: { score: number } }>(
    demo,
    '/v1/modules/tests/submitResult',
    formPost({ testId: String(testId), attemptKey: key, answers: JSON.stringify(sheet) }),
  );
  expect(submitted.body.score).toBe(3.34);
  return started.body.attempt.attemptId;
}

/** Screenshots of the page at 1280 and 390 px (with the end of `focus` in sight), back to 1280 after. */
async function shotsAt(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE_390],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'end' }));
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

describe('reporting an error in a question', () => {
  it('goes from the learner’s review to the console and back as Resolved, with a re-scored attempt', async () => {
    const name = 'Report Check: General Studies';
    const test = await newTest(name);
    const attemptId = await sit(test.id);
    const reviewPath = `/quiz/${test.slug}/review/${attemptId}`;

    // The learner reports question 2 from the review.
    const learner = await openPage(browser, DESKTOP);
    await startLoggedIn(learner.context, demo);
    const page = learner.page;
    await page.goto(reviewPath);
    const question2 = page.getByRole('article', { name: 'Question 2' });
    await question2.waitFor();
    await question2.getByRole('button', { name: 'Report an error in question 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an error in question 2' });
    await dialog.waitFor();
    // Keyboard: the first kind has the focus; Send with nothing chosen says what is missing.
    expect(
      await dialog.getByRole('radio', { name: /Wrong answer key/ }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose what is wrong with the question.').waitFor();
    await page.keyboard.press('Space');
    await dialog
      .getByRole('textbox', { name: 'Note' })
      .fill('The Kosi is the Sorrow of Bihar: option C is right, not B.');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAt(page, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toastShown(page, 'Thank you. Our faculty will check this question.');
    await dialog.waitFor({ state: 'detached' });
    await question2.getByText('Reported', { exact: true }).waitFor();
    await question2.getByRole('button', { name: 'Edit your report of question 2' }).waitFor();
    await question2.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAt(page, 'report-reported', question2);

    // Staff find it in the console under 'Reported questions'.
    const staff = await openPage(browser, DESKTOP);
    await startLoggedIn(staff.context, admin);
    const consolePage = staff.page;
    await consolePage.goto('/admin');
    await consolePage.getByRole('link', { name: 'Reported questions' }).click();
    await consolePage.getByRole('heading', { level: 1, name: 'Reported questions' }).waitFor();
    const card = consolePage.getByRole('listitem').filter({
      has: consolePage.getByRole('heading', { name: `${name} · Question 2` }),
    });
    await card.waitFor();
    await card.getByText('Wrong answer key: 1').waitFor();
    await card.getByText('The Kosi is the Sorrow of Bihar: option C is right, not B.').waitFor();
    expect(await seriousViolations(consolePage)).toEqual([]);
    await shotsAt(consolePage, 'report-console');

    // The key is corrected in the question editor: the learner's attempt is re-scored.
    await card.getByRole('button', { name: `Edit question 2 of ${name}` }).click();
    const editor = consolePage.getByRole('dialog', { name: 'Edit question 2' });
    await editor.waitFor();
    await editor.getByRole('radio', { name: 'Option C is correct' }).check();
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
      .fill('You are right: the key is now C, and your score has been corrected. Thank you!');
    await shotsAt(consolePage, 'report-console-resolve');
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
      .getByText('You are right: the key is now C, and your score has been corrected. Thank you!')
      .waitFor();
    await question2.getByText(/Answer key corrected on/).waitFor();
    await question2.getByRole('button', { name: 'Report an error in question 2' }).waitFor();
    await page.getByText(/Re-scored on .* after an answer key correction/).waitFor();
    await question2.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAt(page, 'report-resolved', question2);

    expect(learner.errors).toEqual([]);
    // The browser logs the 428 that asked staff to confirm the key correction; nothing else failed.
    expect(staff.errors.filter((error) => !error.includes('status of 428'))).toEqual([]);
    await learner.context.close();
    await staff.context.close();
  });
});
