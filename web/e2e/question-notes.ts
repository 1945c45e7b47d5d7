/**
 * A learner's notes about a question, end to end (docs/product.md, "Reporting an error in a
 * question"): a report of an error and a challenge of the key are one mechanism with two kinds,
 * and these helpers are the browser tests' one way through it for both: a test with a wrong key
 * on question 2, sat through the API; a note sent from the review; the console's queue of the
 * kind; screenshots of each step at 1280 and 390 px outside the repository.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs, formPost, type Session } from './accounts';
import { DESKTOP, PHONE_390, seriousViolations, toastShown } from './browser';
import { type MadeTest, newPrelimsTest } from './prelims';

/** The two kinds, with what the learner and staff read of each. */
const KINDS = {
  report: {
    opener: (number: number) => `Report an error in question ${number}`,
    editor: (number: number) => `Edit your report of question ${number}`,
    send: 'Send report',
    thanks: 'Thank you. Our faculty will check this question.',
    queue: 'Reported questions',
  },
  challenge: {
    opener: (number: number) => `Challenge the key of question ${number}`,
    editor: (number: number) => `Edit your challenge of question ${number}`,
    send: 'Send challenge',
    thanks: 'Thank you. Our faculty will decide your challenge.',
    queue: 'Key challenges',
  },
} as const;

export type NoteKind = keyof typeof KINDS;

/**
 * Staff make a three-question test and set question 2's key wrong, C (Son) instead of B (Kosi),
 * before anyone sits it.
 */
export async function testWithWrongKey(admin: Session, name: string, slugPrefix: string): Promise<MadeTest> {
  const test = await newPrelimsTest(admin, { name, slugPrefix });
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
  return test;
}

export interface Sitting {
  attemptId: number;
  /** The score, or null while a live window holds it. */
  score: number | null;
  scoreOpensAt: string | null;
}

/** The learner sits the test through the API, choosing option `choices[i]` (0-based) of question i. */
export async function sitByApi(learner: Session, testId: number, choices: number[]): Promise<Sitting> {
  const key = `notes-${testId}`;
  const started = await apiAs<{ body: { attempt: { attemptId: number } } }>(
    learner,
    '/v1/modules/tests/start',
    formPost({ testId: String(testId), attemptKey: key }),
  );
  const paper = await apiAs<{ body: { data: { id: number; options: { id: number }[] }[] } }>(
    learner,
    '/v1/modules/questions',
    formPost({ test_id: String(testId) }),
  );
  const sheet = paper.body.data.map((question, index) => ({
    questionId: question.id,
    selectedOption: question.options[choices[index] ?? -1]?.id ?? null,
  }));
  const submitted = await apiAs<{ body: { score: number | null; scoreOpensAt: string | null } }>(
    learner,
    '/v1/modules/tests/submitResult',
    formPost({ testId: String(testId), attemptKey: key, answers: JSON.stringify(sheet) }),
  );
  return { attemptId: started.body.attempt.attemptId, ...submitted.body };
}

/** The dialog of a note of `kind` about question `number`, opened from its card in the review. */
export async function openNoteDialog(page: Page, kind: NoteKind, number: number): Promise<Locator> {
  const question = page.getByRole('article', { name: `Question ${number}` });
  await question.getByRole('button', { name: KINDS[kind].opener(number) }).click();
  const dialog = page.getByRole('dialog', { name: KINDS[kind].opener(number) });
  await dialog.waitFor();
  return dialog;
}

/** Sends the note in its dialog: thanked, the dialog closes and the card offers to edit it. */
export async function sendNote(page: Page, dialog: Locator, kind: NoteKind, number: number): Promise<void> {
  await dialog.getByRole('button', { name: KINDS[kind].send }).click();
  await toastShown(page, KINDS[kind].thanks);
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('article', { name: `Question ${number}` })
    .getByRole('button', { name: KINDS[kind].editor(number) })
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Tries to send the note as it stands, and waits for the form to say `refusal`. */
export async function refused(dialog: Locator, kind: NoteKind, refusal: string): Promise<void> {
  await dialog.getByRole('button', { name: KINDS[kind].send }).click();
  await dialog.getByText(refusal).waitFor();
}

/** The console's queue of `kind` (from the console's home), and the card of a test's question there. */
export async function openQueue(page: Page, kind: NoteKind, testName: string, number: number): Promise<Locator> {
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: KINDS[kind].queue }).click();
  await page.getByRole('heading', { level: 1, name: KINDS[kind].queue }).waitFor();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `${testName} · Question ${number}` }),
  });
  await card.waitFor();
  return card;
}

/** Screenshots of the page at 1280 and 390 px into `folder`, with `focus` in sight; back to 1280 after. */
export async function noteShots(page: Page, folder: string, name: string, focus?: Locator): Promise<void> {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE_390],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The layout settles at the new width before the picture.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: `${folder}/${name}-${label}.png` });
  }
  await page.setViewportSize(DESKTOP);
}
