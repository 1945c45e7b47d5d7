/**
 * An evaluator writes in the learner's language (docs/product.md, "Evaluating in the browser"):
 * comments in Hindi and Marathi typed on the annotation screen, and remarks in Hindi, are drawn
 * on the learner's copy as typed, shaped in the server's embedded Devanagari font, and the copy
 * reads back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiAs, loginByApi, startLoggedIn } from './accounts';
import { handwrittenPage } from './photos';
import { makeLibraryId } from '../src/lib/library-id';
import { baseURL, DESKTOP, openPage, PHONE, shot } from './browser';
import { mainsLearner, mainsTests } from './mains';
import { browser } from './shared-browser';

const HINDI = 'उत्तर में संविधान के अनुच्छेद 21 का उल्लेख करें';
const MARATHI = 'उत्तराची मांडणी चांगली आहे, पण उदाहरणे द्या.';
const REMARKS = 'संरचना अच्छी है; निष्कर्ष में आगे की राह लिखें।';

interface MainsTest {
  id: number;
  name: string;
  isOpen: boolean;
  maximumScore: number;
  evaluatedPDF: { file_path: string } | null;
}

describe('a copy evaluated in Hindi', () => {
  it('carries the Hindi and Marathi comments and remarks as typed', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const evaluator = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
    const mains = await mainsLearner(admin, 'आशा वर्मा');
    const { learner, person, subscriptionId } = mains;
    const tests = () => mainsTests<MainsTest>(mains);
    const open = (await tests()).find((test) => test.isOpen);
    if (!open) throw new Error('no mains test is open now');

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, evaluator);
    await page.goto('/admin/evaluation');
    const answer = new FormData();
    answer.append('answerImages', await handwrittenPage(page, 'मौलिक अधिकार'), 'p1.jpg');
    answer.append('answerImages', await handwrittenPage(page, 'अनुच्छेद 21'), 'p2.jpg');
    await apiAs(learner, `/v1/modules/mains/tests/${open.id}/upload-answer`, { method: 'POST', body: answer });

    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: person.name })
      .filter({ hasText: open.name })
      .getByRole('link', { name: /^Annotate/ })
      .click();
    const surface = (number: number) => page.getByRole('button', { name: new RegExp(`^Page ${number}: place a`, 'u') });
    await page.getByRole('img', { name: 'Page 1 of 2 of the answer' }).waitFor();
    await page.getByText('Comment', { exact: true }).click();
    await surface(1).click({ position: { x: 80, y: 120 } });
    await page.getByRole('textbox', { name: 'Comment 1' }).fill(HINDI);
    await surface(2).click({ position: { x: 80, y: 300 } });
    await page.getByRole('textbox', { name: 'Comment 2' }).fill(MARATHI);
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('प्रश्न 1');
    await page.getByRole('textbox', { name: 'Marks', exact: true }).fill('7');
    await page.getByRole('textbox', { name: 'Out of', exact: true }).fill(String(open.maximumScore));
    await page.getByRole('textbox', { name: 'Remarks (optional)' }).fill(REMARKS);
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/evaluation');
    expect(errors).toEqual([]);
    await context.close();

    // The copy's text as pdftotext reads it: the Devanagari as typed, but that pdftotext puts a
    // space after some letters with a vowel sign above (के), so it is compared without spaces.
    const evaluated = (await tests()).find((test) => test.id === open.id);
    const copy = await fetch(
      `${baseURL}/api/v1/modules/download?filePath=${encodeURIComponent(evaluated?.evaluatedPDF?.file_path ?? '')}`,
      { headers: { Authorization: `Bearer ${learner.token}` } },
    );
    expect(copy.status).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: Buffer.from(await copy.arrayBuffer()),
      encoding: 'utf8',
    }).replace(/\s+/gu, '');
    for (const typed of [HINDI, MARATHI, REMARKS, person.name, 'प्रश्न 1'])
      expect(text).toContain(typed.replace(/\s+/gu, ''));

    // The learner reads it in the app on their phone: the Hindi drawn on the page, joined letters
    // and vowel signs in place.
    const phone = await openPage(browser, PHONE);
    await startLoggedIn(phone.context, learner);
    await phone.page.goto(`/mains-tests/list/${makeLibraryId(subscriptionId)}`);
    await phone.page
      .getByRole('article', { name: open.name, exact: true })
      .getByRole('button', { name: 'View evaluated answer' })
      .click();
    const viewer = phone.page.getByRole('dialog', { name: 'Your evaluated answer' });
    await viewer.getByRole('img', { name: 'Page 3 of 3 of your evaluated answer' }).waitFor();
    await phone.page.waitForFunction(() => {
      const canvas = document.querySelector('[role="dialog"] canvas');
      return canvas instanceof HTMLCanvasElement && canvas.width > 0;
    });
    await shot(phone.page, 'mains-evaluated-copy-hindi-phone', { fullPage: false });
    await viewer.getByRole('img', { name: 'Page 3 of 3 of your evaluated answer' }).scrollIntoViewIfNeeded();
    await phone.page.waitForFunction(() => {
      const canvases = document.querySelectorAll('[role="dialog"] canvas');
      const last = canvases[canvases.length - 1];
      return canvases.length === 3 && last instanceof HTMLCanvasElement && last.width > 0;
    });
    await shot(phone.page, 'mains-evaluated-copy-hindi-summary-phone', { fullPage: false });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
