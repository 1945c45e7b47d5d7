/**
 * A learner on the demo's Mains Test Series, as the mains browser tests need one: an account
 * registered through the API, granted the series in the console, and the series' tests as the
 * learner's library lists them.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { apiAs, grantInConsole, type Learner, newLearner, registerByApi, type Session } from './accounts';
import { baseURL } from './browser';

export interface MainsLearner {
  learner: Session;
  person: Learner;
  subscriptionId: number;
  seriesId: number;
}

/** A new learner called `name`, granted the demo's Mains Test Series 2027 by `admin`. */
export async function mainsLearner(admin: Session, name: string): Promise<MainsLearner> {
  const subscriptions = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    '/v1/admin/subscriptions?q=Mains',
  );
  const subscriptionId = subscriptions.items.find((item) => item.name.startsWith('Mains Test Series 2027'))?.id;
  if (!subscriptionId) throw new Error('no Mains Test Series 2027');
  const person = { ...newLearner(), name };
  const learner = await registerByApi(person);
  await grantInConsole(admin, person.email, subscriptionId);
  const series = await apiAs<{ responseResult: { mainsTestSeriesId: number }[] }>(
    learner,
    `/v1/modules/mains/tests/list?subscriptionId=${subscriptionId}`,
  );
  const seriesId = series.responseResult[0]?.mainsTestSeriesId;
  if (!seriesId) throw new Error('no mains series in the subscription');
  return { learner, person, subscriptionId, seriesId };
}

/** The series' tests as the learner's library lists them (each test's fields as the caller reads them). */
export async function mainsTests<Test>({ learner, subscriptionId, seriesId }: MainsLearner): Promise<Test[]> {
  const tests = await apiAs<{ responseResult: Test[] }>(
    learner,
    `/v1/modules/mains/questions/list?subscriptionId=${subscriptionId}&mainsTestSeriesId=${seriesId}`,
  );
  return tests.responseResult;
}

/** Opens the evaluator's queue row of `learnerName`'s answer to `testName` on the annotation screen. */
export async function openAnnotation(page: Page, learnerName: string, testName: string) {
  await page
    .getByRole('row')
    .filter({ hasText: learnerName })
    .filter({ hasText: testName })
    .getByRole('link', { name: /^Annotate/ })
    .click();
}

/** Gives the answer's one question its marks, writes the remarks, and saves once the draft is. */
export async function markAndSave(
  page: Page,
  marks: { question: string; marks: number; outOf: number; remarks: string },
) {
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(marks.question);
  await page.getByRole('textbox', { name: 'Marks', exact: true }).fill(String(marks.marks));
  await page.getByRole('textbox', { name: 'Out of', exact: true }).fill(String(marks.outOf));
  await page.getByRole('textbox', { name: 'Remarks (optional)' }).fill(marks.remarks);
  await page.getByText('Draft saved', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save evaluation' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/evaluation');
}

/**
 * The evaluated copy at `filePath` as its learner downloads it, and its text as pdftotext reads
 * it, without spaces: pdftotext puts a space after some letters with a vowel sign above (के).
 */
export async function evaluatedCopy(learner: Session, filePath: string): Promise<{ pdf: Buffer; text: string }> {
  const copy = await fetch(`${baseURL}/api/v1/modules/download?filePath=${encodeURIComponent(filePath)}`, {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  if (copy.status !== 200) throw new Error(`the evaluated copy answered ${copy.status}`);
  const pdf = Buffer.from(await copy.arrayBuffer());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(
    /\s+/gu,
    '',
  );
  return { pdf, text };
}
