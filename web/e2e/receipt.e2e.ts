/**
 * Receipts end to end on the real server (docs/product.md, "Receipts"): the demo learner sits a
 * fresh test in the browser, 'Download receipt' on the result screen saves the signed receipt as
 * JSON, the server's verify call answers valid for it and not valid once a field is changed, and
 * its answers hash is the documented canonical form of the answers the review lists.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, loginByApi, type Session, startLoggedIn } from './accounts';
import { baseURL, DESKTOP, openPage, seriousViolations } from './browser';
import { newPrelimsTest, submitTest } from './prelims';
import { browser } from './shared-browser';

interface Receipt {
  attemptId: number;
  testId: number;
  answersSha256: string;
  submittedAt: string;
  signature: string;
}

let demo: Session;
let admin: Session;

/** POST /api/v1/receipts/verify with `body` as JSON, as anyone may: the answer's `valid`. */
async function verify(body: unknown): Promise<boolean> {
  const response = await fetch(`${baseURL}/api/v1/receipts/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { valid: boolean }).valid;
}

/** Chooses option `index` (0-based) of the question on screen, as a learner clicks it. */
async function choose(page: Page, index: number) {
  await page.locator('fieldset label').nth(index).click();
  await expect.poll(() => page.getByRole('radio').nth(index).isChecked()).toBe(true);
}

beforeAll(async () => {
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
});

describe('the receipt of a submission', () => {
  it('downloads from the result screen and verifies, until a field is changed', async () => {
    const test = await newPrelimsTest(admin, { name: 'Receipt Check: General Studies', slugPrefix: 'receipt' });
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);

    // The learner sits it: B for question 1, nothing for question 2, A for question 3.
    await page.goto(`/quiz/${test.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: test.name }).waitFor();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByText('Question 1 of 3', { exact: true }).waitFor();
    await choose(page, 1);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('Question 2 of 3', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('Question 3 of 3', { exact: true }).waitFor();
    await choose(page, 0);
    await submitTest(page);
    const attemptId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // 'Download receipt' saves the receipt as JSON.
    const button = page.getByRole('button', { name: 'Download receipt' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`aspirant-receipt-${attemptId}.json`);
    const receipt = JSON.parse(await readFile(await download.path(), 'utf8')) as Receipt;
    expect(receipt).toMatchObject({ attemptId, testId: test.id });
    expect(Object.keys(receipt).sort()).toEqual(['answersSha256', 'attemptId', 'signature', 'submittedAt', 'testId']);

    // The hash is the documented canonical form of the answers the review lists.
    const review = await apiAs<{ body: { questions: { id: number; selectedOption: number | null }[] } }>(
      demo,
      `/v1/modules/tests/attempts/${attemptId}/review`,
    );
    const canonical = [...review.body.questions]
      .sort((a, b) => a.id - b.id)
      .map((question) => `${question.id}:${question.selectedOption ?? '-'}`)
      .join('\n');
    expect(canonical).toMatch(/^\d+:\d+\n\d+:-\n\d+:\d+$/);
    expect(receipt.answersSha256).toBe(createHash('sha256').update(canonical).digest('hex'));

    // The server vouches for it as downloaded, and for nothing changed.
    expect(await verify(receipt)).toBe(true);
    expect(await verify({ ...receipt, answersSha256: createHash('sha256').update('forged').digest('hex') })).toBe(
      false,
    );
    expect(await verify({ ...receipt, attemptId: receipt.attemptId + 1 })).toBe(false);
    expect(await verify({ ...receipt, submittedAt: '2020-01-01T00:00:00Z' })).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});
