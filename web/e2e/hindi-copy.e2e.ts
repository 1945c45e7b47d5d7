/**
 * An evaluator writes in the learner's language (docs/product.md, "Evaluating in the browser"):
 * comments in Hindi and Marathi typed on the annotation screen, and remarks in Hindi, are drawn
 * on the learner's copy as typed, shaped in the server's embedded Devanagari font, and the copy
 * reads back with pdftotext.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, loginByApi, startLoggedIn } from './accounts';
import { handwrittenPage } from './photos';
import { makeLibraryId } from '../src/lib/library-id';
import { DESKTOP, openPage, PHONE, shot } from './browser';
import { evaluatedCopy, mainsLearner, mainsTests, markAndSave, openAnnotation } from './mains';
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
    await openAnnotation(page, person.name, open.name);
    const surface = (number: number) => page.getByRole('button', { name: new RegExp(`^Page ${number}: place a`, 'u') });
    await page.getByRole('img', { name: 'Page 1 of 2 of the answer' }).waitFor();
    await page.getByText('Comment', { exact: true }).click();
    await surface(1).click({ position: { x: 80, y: 120 } });
    await page.getByRole('textbox', { name: 'Comment 1' }).fill(HINDI);
    await surface(2).click({ position: { x: 80, y: 300 } });
    await page.getByRole('textbox', { name: 'Comment 2' }).fill(MARATHI);
    await markAndSave(page, { question: 'प्रश्न 1', marks: 7, outOf: open.maximumScore, remarks: REMARKS });
    expect(errors).toEqual([]);
    await context.close();

    // The copy's text as pdftotext reads it: the Devanagari as typed.
    const evaluated = (await tests()).find((test) => test.id === open.id);
    const { text } = await evaluatedCopy(learner, evaluated?.evaluatedPDF?.file_path ?? '');
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
