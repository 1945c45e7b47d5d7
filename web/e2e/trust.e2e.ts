/**
 * Trust on exam day, across the seams as staff and a learner meet them on one real server: the
 * question paper stays locked until the learner starts the test, and an answer key that staff
 * correct after the test re-scores the learner, whose review says so. Staff act through the
 * console's API, the learner through theirs, and the page is read in the browser.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, formPost, loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE, screenshotDir, seriousViolations, shot, shotsAt, toastShown } from './browser';
import { publishTest } from './prelims';
import { browser } from './shared-browser';

const SERIES = 'Prelims Test Series 2027';

let demo: Session;
let admin: Session;
let subscriptionId: number;

interface AdminQuestion {
  id: number;
  description: string;
  explanation: string;
  difficulty: string;
  topic: string;
  options: string[];
  correct: number;
}

/** A form body as the console sends it. */
/** An opaque library id made as src/lib/library-id.ts makes it (base64url of random.time.id). */
function libraryId(id: number): string {
  return Buffer.from(`${Math.random().toString(36).slice(2, 10)}.${Date.now()}.${id}`).toString('base64url');
}

/** Staff make a three-question test with a question paper in the demo learner's series. */
async function newTest(name: string): Promise<{ id: number; slug: string; questions: AdminQuestion[] }> {
  const libraries = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    `/v1/admin/libraries?kind=tests&q=${encodeURIComponent(SERIES)}`,
  );
  const library = libraries.items.find((item) => item.name === SERIES);
  if (!library) throw new Error(`no test series called ${SERIES}`);
  const slug = `trust-${Date.now()}`;
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
  const pdf = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  body.set('question_pdf', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
  const created = await apiAs<{ item: { id: number } }>(admin, '/v1/admin/prelims-tests', { method: 'POST', body });
  const id = created.item.id;
  const questions: [string, string[], number][] = [
    [
      'Which Article of the Constitution of India guarantees equality before law?',
      ['Article 12', 'Article 14', 'Article 19', 'Article 21'],
      2,
    ],
    ['The Tropic of Cancer does not pass through which state?', ['Rajasthan', 'Odisha', 'Tripura', 'Mizoram'], 2],
    [
      'Who was the permanent President of the Constituent Assembly?',
      ['B. R. Ambedkar', 'Rajendra Prasad', 'Sachchidananda Sinha', 'J. B. Kripalani'],
      2,
    ],
  ];
  for (const [description, options, correct] of questions) {
    await apiAs(admin, `/v1/admin/prelims-tests/${id}/questions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description, options, correct, topic: 'Polity', difficulty: 'easy' }),
    });
  }
  await publishTest(admin, id);
  const list = await apiAs<{ items: AdminQuestion[] }>(admin, `/v1/admin/prelims-tests/${id}/questions`);
  return { id, slug, questions: list.items };
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

function shots(page: Page, name: string) {
  return shotsAt(
    page,
    `trust-${name}`,
    [
      ['1280', DESKTOP],
      ['375', PHONE],
    ],
    { fullPage: true },
  );
}

beforeAll(async () => {
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const mine = await apiAs<{ data: { subscriptions: { id: number; name: string }[] } }>(
    demo,
    '/v1/modules/subscriptions',
  );
  const found = mine.data.subscriptions.find((subscription) => subscription.name === SERIES);
  if (!found) throw new Error(`the demo learner does not hold ${SERIES}`);
  subscriptionId = found.id;
});

describe('trust on exam day', () => {
  it('keeps the question paper locked until the test starts, then re-scores the learner after a key correction', async () => {
    const name = 'Trust Check: Polity Basics';
    const test = await newTest(name);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);

    // Before the start: the paper is there, and locked.
    await page.goto(`/prelims-tests/library/${libraryId(subscriptionId)}`);
    const testCard = card(page, name);
    await testCard.waitFor();
    expect(await testCard.getByRole('button', { name: 'Question PDF' }).isDisabled()).toBe(true);
    await testCard.getByText('Opens when you start the test').waitFor();
    await testCard.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await testCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/trust-paper-locked-375.png` });
    await page.setViewportSize(DESKTOP);

    // The learner starts: the paper opens.
    const started = await apiAs<{ body: { attempt: { attemptId: number } } }>(
      demo,
      '/v1/modules/tests/start',
      formPost({ testId: String(test.id), attemptKey: `trust-${test.id}` }),
    );
    await page.reload();
    await testCard.waitFor();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      testCard.getByRole('button', { name: 'Question PDF' }).click(),
    ]);
    expect((await readFile(await saved.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Answers: B, B (right by the key as set) and A (wrong by it). Submitted: 2 + 2 - 0.66.
    const options = await apiAs<{ body: { data: { id: number; options: { id: number }[] }[] } }>(
      demo,
      '/v1/modules/questions',
      formPost({ test_id: String(test.id) }),
    );
    const sheet = options.body.data.map((question, index) => ({
      questionId: question.id,
      selectedOption: question.options[index === 2 ? 0 : 1]?.id ?? null,
    }));
    const submitted = await apiAs<{ body: { score: number } }>(
      demo,
      '/v1/modules/tests/submitResult',
      formPost({ testId: String(test.id), attemptKey: `trust-${test.id}`, answers: JSON.stringify(sheet) }),
    );
    expect(submitted.body.score).toBe(3.34);

    // Staff find question 2's key wrong and correct it in the console: A is right.
    const second = test.questions[1];
    if (!second) throw new Error('the test has no second question');
    const corrected = await apiAs<{ message: string; rescored: { attempts: number; changed: number } }>(
      admin,
      `/v1/admin/questions/${second.id}?confirm=1`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...second, correct: 1 }),
      },
    );
    expect(corrected.rescored).toEqual({ attempts: 1, changed: 1 });

    // The learner's review: the new score, the corrected question marked, the attempt re-scored.
    await page.goto(`/quiz/${test.slug}/review/${started.body.attempt.attemptId}`);
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByText('0.68', { exact: false }).first().waitFor();
    await page.getByText(/Re-scored on .* after an answer key correction/).waitFor();
    const question2 = page.getByRole('article', { name: 'Question 2' });
    await question2.getByText(/Answer key corrected on/).waitFor();
    expect(await page.getByText(/Answer key corrected on/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'review-corrected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns staff before an answer key change and says what it re-scored', async () => {
    const name = 'Trust Check: Console Correction';
    const test = await newTest(name);
    await apiAs(
      demo,
      '/v1/modules/tests/start',
      formPost({ testId: String(test.id), attemptKey: `console-${test.id}` }),
    );
    await apiAs(
      demo,
      '/v1/modules/tests/submitResult',
      formPost({ testId: String(test.id), attemptKey: `console-${test.id}`, answers: '[]' }),
    );
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, admin);
    await page.goto(`/admin/content/prelims-tests/${test.id}/questions`);
    await page.getByRole('button', { name: /Edit question 1/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question 1' });
    await dialog.waitFor();
    expect(await dialog.getByText('This changes the answer key').count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Option A is correct' }).check();
    await dialog.getByText('This changes the answer key').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'trust-console-key-change-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save question' }).click();
    // The server says what the correction does before it is made; staff apply it.
    const confirm = dialog.getByRole('group', { name: 'Learners will see this change' });
    await confirm.getByText(/1 submitted attempt is scored again, and 0 of the results change/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'trust-console-key-change-confirm-1280', { fullPage: false });
    await confirm.getByRole('button', { name: 'Save and apply' }).click();
    await toastShown(page, /1 submitted attempt was scored again/);
    // The browser logs the 428 that asked for the confirmation; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 428'))).toEqual([]);
    await context.close();
  });
});
