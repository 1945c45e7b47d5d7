/**
 * Marathi end to end (issue 40: a language is data), on a 390-px phone against the real server:
 * a learner of the demo's MPSC series switches the interface to 'मराठी' from the header's menu,
 * opens the MPSC mock from the series' library, reads it in Marathi, switches a question to
 * English and back without losing the answer, submits and reads the result in Marathi, Marathi
 * first. An evaluator's Marathi comment and remarks are drawn on a mains copy: pdftotext reads them
 * back as typed, and the learner opens the copy in the Marathi interface. Screenshots (e2e/
 * screenshots/marathi-*.png, the copy's pages drawn with pdftoppm) are there to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, grantInConsole, loginByApi, newLearner, registerByApi, startLoggedIn } from './accounts';
import { api, DESKTOP, openPage, PHONE_390, screenshotDir, seriousViolations, shot } from './browser';
import { DEVANAGARI, marathi, spacedDevanagari } from './hindi';
import { evaluatedCopy, mainsLearner, mainsTests, markAndSave, openAnnotation } from './mains';
import { handwrittenPage } from './photos';
import { browser } from './shared-browser';
import { makeLibraryId } from '../src/lib/library-id';

const SERIES = 'mpsc-rajyaseva-test-series-2027';
const COMMENT = 'उत्तराची रचना चांगली आहे; उदाहरणे वाढवा.';
const REMARKS = 'निष्कर्षात पुढील वाटचाल स्पष्ट लिहा.';

interface ApiTest {
  name: string;
  slug: string;
  languages: string[];
  total_question_count: number;
  translations: Record<string, Record<string, string>>;
}

let mock: ApiTest;
/** The mock's name as a learner reading Marathi sees it: the name staff wrote in Marathi. */
let marathiName: string;
let subscriptionId: number;

beforeAll(async () => {
  const demo = await loginByApi('demo@aspirant.test', 'demo12345');
  subscriptionId = (await api<{ responseResult: { id: number } }>(`/v1/modules/subscriptions/${SERIES}`)).responseResult
    .id;
  const tests = await apiAs<{ responseResult: ApiTest[] }>(
    demo,
    `/v1/modules/tests/library?subscriptionId=${subscriptionId}`,
  );
  const found = tests.responseResult.find((test) => test.languages.join() === 'en,mr');
  if (!found) throw new Error('the MPSC series has no test in English and Marathi');
  mock = found;
  marathiName = found.translations.mr?.name ?? '';
  expect(marathiName).toMatch(DEVANAGARI);
});

/** The header's entries, in the phone menu. */
async function headerEntries(page: Page, menuLabel: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  return page.getByRole('banner');
}

describe('Marathi end to end', () => {
  it('switches the interface to Marathi and takes the MPSC mock in Marathi, at 390 px', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner);
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    await grantInConsole(admin, learner.email, subscriptionId);

    const { page, context, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, session);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    // The switch names Marathi in Marathi; the page follows at once and says it is Marathi.
    const header = await headerEntries(page, 'Open menu');
    await header.getByRole('button', { name: 'मराठी' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('mr');
    await page.getByRole('button', { name: marathi('layout.header.openMenu') }).waitFor();
    expect(await spacedDevanagari(page)).toEqual([]);
    await shot(page, 'marathi-switch-390', { fullPage: false });

    // The series' library lists the mock; it opens in the interface's language, unasked.
    await page.goto(`/prelims-tests/library/${makeLibraryId(subscriptionId)}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article').filter({ hasText: marathiName });
    // Its badge says it is in two languages, and the library can be narrowed to Marathi.
    await card
      .locator('[data-language="bilingual"]')
      .getByText(marathi('libraries.languages.badge.bilingual'))
      .waitFor();
    await page
      .getByRole('group', { name: marathi('libraries.languages.filter.label') })
      .getByText('मराठी', { exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('language') === 'mr');
    await card.waitFor();
    expect(await spacedDevanagari(page)).toEqual([]);
    await shot(page, 'marathi-library-390', { fullPage: false });
    await card.getByRole('link', { name: marathi('libraries.prelims.card.attempt') }).click();
    await page.getByRole('heading', { level: 1, name: marathiName }).waitFor();
    const defaults = page.getByRole('group', { name: marathi('quiz.start.defaultLanguage.title') });
    expect(await defaults.getByRole('button', { name: 'मराठी' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText(marathi('quiz.start.defaultLanguage.note', { languages: 'English आणि मराठी' })).waitFor();
    await shot(page, 'marathi-start-390');
    await page.getByRole('button', { name: marathi('quiz.start.start') }).click();
    await page
      .getByText(marathi('quiz.progress.text', { number: 1, total: mock.total_question_count }), { exact: true })
      .waitFor();

    // Question 1 in Marathi; an answer, then English and back: the answer stays.
    const question = page.getByRole('main').getByRole('article').first();
    await question.locator('[lang="mr"]').first().waitFor();
    expect(await question.locator('[lang="mr"]').first().textContent()).toMatch(DEVANAGARI);
    await question.locator('fieldset label').nth(3).click();
    const switcher = page.getByRole('group', { name: marathi('quiz.languageSwitch.label') });
    await switcher.getByRole('button', { name: 'English' }).click();
    await question.locator('[lang="en"]').first().waitFor();
    expect(await question.locator('[lang="en"]').first().textContent()).not.toMatch(DEVANAGARI);
    expect(await page.getByRole('radio').nth(3).isChecked()).toBe(true);
    await shot(page, 'marathi-quiz-english-390', { fullPage: false });
    await switcher.getByRole('button', { name: 'मराठी' }).click();
    await question.locator('[lang="mr"]').first().waitFor();
    expect(await page.getByRole('radio').nth(3).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await spacedDevanagari(page)).toEqual([]);
    await shot(page, 'marathi-quiz-390', { fullPage: false });

    // Submitted: the result in Marathi, each solution in Marathi first, English after.
    await page.getByRole('button', { name: marathi('quiz.controls.submit'), exact: true }).click();
    await page.getByRole('button', { name: marathi('quiz.review.submit') }).click();
    await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: marathiName }).waitFor();
    await page.getByText(marathi('results.summary.yourScore'), { exact: true }).first().waitFor();
    await shot(page, 'marathi-result-390', { fullPage: false });
    const first = page.locator('#review-question-1');
    await first.getByText(marathi('results.reviewQuestion.yourAnswer'), { exact: true }).waitFor();
    const languages = await first
      .locator('[lang]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')));
    expect(languages.slice(0, 2)).toEqual(['mr', 'en']);
    await first.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await spacedDevanagari(page)).toEqual([]);
    await shot(page, 'marathi-review-390', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('draws an evaluator’s Marathi comment on the copy, which the learner opens in Marathi at 390 px', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const evaluator = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
    const mains = await mainsLearner(admin, 'सई देशमुख');
    // She reads Aspirant in Marathi (saved on her account, as the switch saves it).
    await apiAs(mains.learner, '/v1/modules/user/language', {
      method: 'PUT',
      body: new URLSearchParams({ language: 'mr' }),
    });
    const tests = () =>
      mainsTests<{
        id: number;
        name: string;
        isOpen: boolean;
        maximumScore: number;
        evaluatedPDF: { file_path: string } | null;
      }>(mains);
    const open = (await tests()).find((test) => test.isOpen);
    if (!open) throw new Error('no mains test is open now');

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, evaluator);
    await page.goto('/admin/evaluation');
    const answer = new FormData();
    answer.append('answerImages', await handwrittenPage(page, 'सहकार चळवळ'), 'p1.jpg');
    await apiAs(mains.learner, `/v1/modules/mains/tests/${open.id}/upload-answer`, { method: 'POST', body: answer });
    await page.reload();
    await openAnnotation(page, mains.person.name, open.name);
    await page.getByRole('img', { name: 'Page 1 of 1 of the answer' }).waitFor();
    await page.getByText('Comment', { exact: true }).click();
    await page.getByRole('button', { name: /^Page 1: place a/u }).click({ position: { x: 80, y: 140 } });
    await page.getByRole('textbox', { name: 'Comment 1' }).fill(COMMENT);
    await markAndSave(page, { question: 'प्रश्न 1', marks: 8, outOf: open.maximumScore, remarks: REMARKS });
    expect(errors).toEqual([]);
    await context.close();

    // The copy reads back as typed (pdftotext puts a space after some letters with a vowel sign
    // above, so it is compared without spaces), and its pages are drawn to be looked at.
    const evaluated = (await tests()).find((test) => test.id === open.id);
    const { pdf, text } = await evaluatedCopy(mains.learner, evaluated?.evaluatedPDF?.file_path ?? '');
    for (const typed of [COMMENT, REMARKS, mains.person.name, 'प्रश्न 1'])
      expect(text).toContain(typed.replace(/\s+/gu, ''));
    // The copy's last page is labelled in her language.
    for (const label of ['मूल्यमापन', 'चाचणी:', 'एकूण']) expect(text).toContain(label);
    mkdirSync(screenshotDir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '100', '-', path.join(screenshotDir, 'marathi-copy-page')], { input: pdf });

    // The learner, reading the site in Marathi, opens the copy on their phone.
    const phone = await openPage(browser, PHONE_390);
    await phone.context.addInitScript(() => window.localStorage.setItem('aspirant.language', 'mr'));
    await startLoggedIn(phone.context, mains.learner);
    await phone.page.goto(`/mains-tests/list/${makeLibraryId(mains.subscriptionId)}`);
    await phone.page
      .getByRole('article', { name: open.name, exact: true })
      .getByRole('button', { name: marathi('libraries.mains.copy.open') })
      .click();
    const viewer = phone.page.getByRole('dialog', { name: marathi('libraries.mains.copy.title') });
    await viewer.getByRole('img', { name: marathi('libraries.mains.copy.page', { page: 1, pages: 2 }) }).waitFor();
    await phone.page.waitForFunction(() => {
      const canvas = document.querySelector('[role="dialog"] canvas');
      return canvas instanceof HTMLCanvasElement && canvas.width > 0;
    });
    expect(await spacedDevanagari(phone.page)).toEqual([]);
    await shot(phone.page, 'marathi-copy-phone-390', { fullPage: false });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 150_000);
});
