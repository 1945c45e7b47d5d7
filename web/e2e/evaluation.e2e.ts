/**
 * Evaluating in the browser against the real server (docs/product.md, "Evaluating in the
 * browser"): a learner's answer photographed on a phone, an evaluator marking its pages on the
 * annotation screen with the work surviving a reload, and the learner's copy carrying the
 * evaluator's comments as text.
 */
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { apiAs, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import { handwrittenPage } from './photos';
import { makeLibraryId } from '../src/lib/library-id';
import { baseURL, DESKTOP, openPage, PHONE, seriousViolations, shot, toastShown } from './browser';
import { browser } from './shared-browser';
import { mainsLearner, mainsTests } from './mains';
import { onePagePdf } from './pdf';

interface MainsTest {
  id: number;
  name: string;
  isOpen: boolean;
  maximumScore: number;
  marks: number | null;
  evaluatedPDF: { file_path: string } | null;
  questionMarks: { question: string; marks: number; maximum: number }[] | null;
}

/** The text PDF.js finds in a PDF: what a learner's reader shows and searches. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${path.join(import.meta.dirname, '..', 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`,
  }).promise;
  const words: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) words.push(item.str);
  }
  await pdf.destroy();
  return words.join(' ');
}

describe('the annotation screen', () => {
  it('an evaluator marks the pages, the work survives a reload, and the learner’s copy carries the comments', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const evaluator = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
    const mains = await mainsLearner(admin, 'Ishaan Mehta');
    const { learner, person, subscriptionId } = mains;
    const open = (await mainsTests<MainsTest>(mains)).find((test) => test.isOpen);
    if (!open) throw new Error('no mains test is open now');

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, evaluator);
    await page.goto('/admin/evaluation');
    const answer = new FormData();
    answer.append('answerImages', await handwrittenPage(page, 'Federalism in India'), 'p1.jpg');
    answer.append('answerImages', await handwrittenPage(page, 'Cooperative federalism'), 'p2.jpg');
    await apiAs(learner, `/v1/modules/mains/tests/${open.id}/upload-answer`, { method: 'POST', body: answer });

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: person.name }).filter({ hasText: open.name });
    await row.getByRole('link', { name: /^Annotate/ }).click();
    // A page's surface is named after the tool in hand: 'Page 1: place a tick'.
    const surface = (number: number) => page.getByRole('button', { name: new RegExp(`^Page ${number}: place a`, 'u') });
    const firstPage = surface(1);
    await page.getByRole('img', { name: 'Page 1 of 2 of the answer' }).waitFor();
    await firstPage.click({ position: { x: 300, y: 120 } });
    await page.getByRole('img', { name: 'Mark 1: tick' }).waitFor();
    await page.getByText('Highlight', { exact: true }).click();
    const box = await firstPage.boundingBox();
    if (!box) throw new Error('page 1 has no box');
    await page.mouse.move(box.x + 60, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 400, box.y + 230, { steps: 4 });
    await page.mouse.up();
    await page.getByRole('img', { name: 'Mark 2: highlight' }).waitFor();
    await shot(page, 'admin-annotation-page-1280', { fullPage: false });
    await page.getByText('Comment', { exact: true }).click();
    await surface(2).click({ position: { x: 350, y: 300 } });
    await page.getByRole('textbox', { name: 'Comment 3' }).fill('Define federalism first, then cite S. R. Bommai.');
    // The comment goes into the evaluator's bank; one from the shared bank is placed on page 2.
    await page.getByRole('button', { name: 'Keep comment 3 in my bank' }).click();
    await toastShown(page, 'Comment kept.');
    await page.getByLabel('Search the comment bank').fill('word limit');
    await page.getByRole('button', { name: 'Use: Stay within the word limit.' }).click();
    await surface(2).click({ position: { x: 200, y: 500 } });
    expect(await page.getByRole('textbox', { name: 'Comment 4' }).inputValue()).toBe('Stay within the word limit.');
    await page.getByLabel('Search the comment bank').fill('bommai');
    await page.getByText('Define federalism first, then cite S. R. Bommai.(yours)').waitFor();

    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Q1');
    await page.getByRole('textbox', { name: 'Marks', exact: true }).fill('6.5');
    await page.getByRole('textbox', { name: 'Out of', exact: true }).fill('10');
    await page.getByRole('button', { name: 'Add a question' }).click();
    // The two questions make up the paper: their maximums add up to the test's.
    await page
      .getByRole('textbox', { name: 'Out of', exact: true })
      .nth(1)
      .fill(String(open.maximumScore - 10));
    await page.getByText('Total 6.5 /').waitFor();
    await page.getByRole('textbox', { name: 'Remarks (optional)' }).fill('Good structure; add a way forward.');
    await page.getByText('Draft saved', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-annotation-1280', { fullPage: false });

    // A reload keeps every mark, the marks per question and the remarks.
    await page.reload();
    await page.getByRole('img', { name: 'Page 1 of 2 of the answer' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Comment 3' }).inputValue()).toBe(
      'Define federalism first, then cite S. R. Bommai.',
    );
    await page.getByRole('img', { name: 'Mark 2: highlight' }).waitFor();
    await page.getByText('Total 6.5 /').waitFor();
    expect(await page.getByRole('textbox', { name: 'Remarks (optional)' }).inputValue()).toBe(
      'Good structure; add a way forward.',
    );

    // A question left unmarked is refused, and the screen says which (docs/product.md, "Evaluating in the browser").
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await page
      .getByRole('alert')
      .getByText('Question Q2 has no marks yet: mark every question before saving (0 for one not answered).')
      .waitFor();
    await page.getByRole('textbox', { name: 'Marks', exact: true }).nth(1).fill('7');
    await page.getByText('Total 13.5 /').waitFor();
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await toastShown(page, 'Evaluation saved.');
    await page.waitForURL((url) => url.pathname === '/admin/evaluation');
    // The one refusal above, the unmarked question's 400, and nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();

    // The learner's copy: their two pages with the marks, the comment as text, and a summary page.
    const evaluated = (await mainsTests<MainsTest>(mains)).find((test) => test.id === open.id);
    expect(evaluated?.marks).toBe(13.5);
    expect(evaluated?.questionMarks?.map((q) => `${q.question} ${q.marks}/${q.maximum}`)).toEqual([
      'Q1 6.5/10',
      `Q2 7/${open.maximumScore - 10}`,
    ]);
    const copy = await fetch(
      `${baseURL}/api/v1/modules/download?filePath=${encodeURIComponent(evaluated?.evaluatedPDF?.file_path ?? '')}`,
      { headers: { Authorization: `Bearer ${learner.token}` } },
    );
    expect(copy.status).toBe(200);
    const text = await pdfText(await copy.arrayBuffer());
    expect(text).toContain('Define federalism first, then cite S. R. Bommai.');
    expect(text).toContain('Good structure; add a way forward.');
    expect(text).toContain('Stay within the word limit.');
    expect(text).toMatch(/Total\s+13\.5 \//u);

    // On their phone the learner reads the copy in the app, and the model answer has opened.
    const phone = await openPage(browser, PHONE);
    await startLoggedIn(phone.context, learner);
    await phone.page.goto(`/mains-tests/list/${makeLibraryId(subscriptionId)}`);
    const card = phone.page.getByRole('article', { name: open.name, exact: true });
    await card.getByRole('button', { name: 'Model Answer PDF' }).waitFor();
    expect(await card.getByRole('button', { name: 'Model Answer PDF' }).isEnabled()).toBe(true);
    await card.getByRole('table', { name: 'Marks per question' }).getByText('Q1', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'View evaluated answer' }).click();
    const viewer = phone.page.getByRole('dialog', { name: 'Your evaluated answer' });
    await viewer.getByRole('img', { name: 'Page 3 of 3 of your evaluated answer' }).waitFor();
    // The first page is drawn once it is sized to its picture.
    await phone.page.waitForFunction(() => {
      const canvas = document.querySelector('[role="dialog"] canvas');
      return canvas instanceof HTMLCanvasElement && canvas.width > 0;
    });
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'mains-evaluated-copy-phone', { fullPage: false });
    // The comments also as text under the pages, readable on the phone; a page number shows its page.
    const comments = viewer.getByRole('region', { name: "The evaluator's comments" });
    await comments.getByText('Define federalism first, then cite S. R. Bommai.').scrollIntoViewIfNeeded();
    await comments.getByText('Stay within the word limit.').waitFor();
    await shot(phone.page, 'mains-evaluated-copy-comments-phone', { fullPage: false });
    await comments.getByRole('button', { name: 'Page 2: show the page' }).first().click();
    await viewer.getByRole('img', { name: 'Page 2 of 3 of your evaluated answer' }).waitFor();
    // And in Hindi.
    await phone.page.evaluate(() => window.localStorage.setItem('aspirant.language', 'hi'));
    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'मूल्यांकित उत्तर देखें' }).click();
    await phone.page.getByRole('img', { name: 'आपके मूल्यांकित उत्तर का पन्ना 3 / 3' }).waitFor();
    const hindi = phone.page.getByRole('region', { name: 'मूल्यांकनकर्ता की टिप्पणियाँ' });
    await hindi.getByText('Stay within the word limit.').scrollIntoViewIfNeeded();
    await shot(phone.page, 'mains-evaluated-copy-comments-phone-hi', { fullPage: false });
    await phone.page.evaluate(() => window.localStorage.setItem('aspirant.language', 'en'));
    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'View evaluated answer' }).click();
    await viewer.getByRole('img', { name: 'Page 3 of 3 of your evaluated answer' }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('staff choose a series’ evaluators, an admin reassigns an answer, and a copy marked again blind is flagged', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const sameer = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
    // A second evaluator, made from an ordinary account as staff do.
    const meeraAccount = { ...newLearner(), name: 'Meera Iyer' };
    await registerByApi(meeraAccount);
    const found = await apiAs<{ items: { id: number }[] }>(
      admin,
      `/v1/admin/learners?q=${encodeURIComponent(meeraAccount.email)}`,
    );
    const meeraId = found.items[0]?.id;
    await apiAs(admin, `/v1/admin/learners/${meeraId}`, {
      method: 'PATCH',
      body: new URLSearchParams({ role: 'evaluator' }),
    });
    const meera = await loginByApi(meeraAccount.email, meeraAccount.password);

    const mains = await mainsLearner(admin, 'Kabir Singh');
    const { learner, person, seriesId } = mains;
    const openTest = (await mainsTests<MainsTest>(mains)).find((test) => test.isOpen);
    if (!openTest) throw new Error('no mains test is open now');
    const open = openTest;

    // Other test files expect the series as the demo has it: it is put back at the end.
    const evaluatorsPath = `/v1/admin/libraries/${seriesId}/evaluators`;
    const before = await apiAs<{ evaluatorIds: number[] }>(admin, evaluatorsPath);
    const seriesPath = `/v1/admin/libraries/${seriesId}`;
    try {
      await dealAndReassign();
    } finally {
      await apiAs(admin, evaluatorsPath, {
        method: 'PUT',
        body: new URLSearchParams(before.evaluatorIds.map((id) => ['evaluatorIds', String(id)])),
      });
      await apiAs(admin, seriesPath, { method: 'PATCH', body: new URLSearchParams({ second_marking_percent: '0' }) });
    }

    async function dealAndReassign() {
      // On the series' page in the console, the admin makes Meera its evaluator in Sameer's place.
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await startLoggedIn(context, admin);
      await page.goto(`/admin/catalog/libraries/${seriesId}`);
      const panel = page.getByRole('region', { name: 'Evaluators' });
      await panel.getByRole('checkbox', { name: 'Dr. Sameer Kulkarni' }).uncheck();
      await panel.getByRole('checkbox', { name: 'Meera Iyer' }).check();
      await panel.getByRole('button', { name: 'Save evaluators' }).click();
      await toastShown(page, 'Evaluators saved.');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'admin-series-evaluators-1280');

      // The new answer is Meera's, and not Sameer's to open.
      const answer = new FormData();
      answer.append('answerImages', await handwrittenPage(page, 'Parliamentary committees'), 'p1.jpg');
      await apiAs(learner, `/v1/modules/mains/tests/${open.id}/upload-answer`, { method: 'POST', body: answer });
      const queue = async (who: Session) =>
        (
          await apiAs<{ responseResult: { uploadId: number; learnerName: string }[] }>(who, '/v1/admin/mains/answers')
        ).responseResult.filter((item) => item.learnerName === person.name);
      expect(await queue(meera)).toHaveLength(1);
      expect(await queue(sameer)).toHaveLength(0);

      // The admin hands it to Sameer from the queue.
      await page.goto('/admin/evaluation');
      await page.getByLabel('Evaluator', { exact: true }).selectOption({ label: 'Meera Iyer' });
      const assignee = page.getByRole('combobox', { name: `Evaluator of ${person.name}’s answer to ${open.name}` });
      expect(await assignee.inputValue()).toBe(String(meeraId));
      await assignee.selectOption({ label: 'Dr. Sameer Kulkarni' });
      await toastShown(page, 'Answer assigned.');
      await page
        .getByRole('combobox', { name: `Evaluator of ${person.name}’s answer to ${open.name}` })
        .waitFor({ state: 'detached' });
      expect(await queue(meera)).toHaveLength(0);
      const [mine] = await queue(sameer);
      if (!mine) throw new Error('Sameer has not got the answer');

      // Every copy of the series is marked again; Sameer's 30 goes blind to Meera, who gives 15.
      await apiAs(admin, seriesPath, {
        method: 'PATCH',
        body: new URLSearchParams({ second_marking_percent: '100', second_marking_threshold_percent: '10' }),
      });
      const evaluation = new FormData();
      evaluation.set('marks', '30');
      evaluation.set('evaluatedPDF', new Blob([onePagePdf('Evaluated')], { type: 'application/pdf' }), 'evaluated.pdf');
      await apiAs(sameer, `/v1/admin/mains/answers/${mine.uploadId}/evaluation`, { method: 'POST', body: evaluation });
      const second = await openPage(browser, DESKTOP);
      await startLoggedIn(second.context, meera);
      await second.page.goto('/admin/evaluation/second-marking');
      const copies = second.page.getByRole('table', { name: 'Copies in second marking' });
      await copies.getByText(open.name, { exact: true }).waitFor();
      expect(await copies.getByText('30', { exact: true }).count()).toBe(0); // blind
      await copies.getByLabel(/^Your marks for /u).fill('15');
      await copies.getByRole('button', { name: 'Save marks' }).click();
      await toastShown(second.page, 'Marks saved.');
      expect(await seriousViolations(second.page)).toEqual([]);
      expect(second.errors).toEqual([]);
      await second.context.close();

      // The admin finds it flagged for a senior, beside each evaluator's figures.
      await page.goto('/admin/evaluation/second-marking?status=flagged');
      const flagged = page
        .getByRole('table', { name: 'Copies in second marking' })
        .getByRole('row')
        .filter({ hasText: open.name });
      await flagged.getByText('Flagged', { exact: true }).waitFor();
      await flagged.getByText('30 (Dr. Sameer Kulkarni)').waitFor();
      await flagged.getByText('15 (Meera Iyer)').waitFor();
      await page.getByRole('table', { name: 'Evaluators’ figures' }).getByText('Dr. Sameer Kulkarni').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'admin-second-marking-1280');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
