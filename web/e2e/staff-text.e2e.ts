/**
 * What staff type is what learners read (docs/product.md, "Staff text"): a statement-list
 * question with comparisons and quotes typed in the console's question dialog with a figure
 * uploaded there, and a List I /
 * List II matching question with a map imported from a CSV, both in English and Hindi, read back unchanged
 * in the console, the learner's running test (at 390 px, in both languages), the review and the
 * question paper the browser saves as a PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, field, grantInConsole, loginByApi, newLearner, registerByApi, startLoggedIn } from './accounts';
import { api, DESKTOP, openPage, PHONE_390, screenshotDir, seriousViolations, shot, toastShown } from './browser';
import { DEMO_SERIES, submitTest } from './prelims';
import { browser } from './shared-browser';

const STATEMENTS = [
  'Consider the following statements:',
  '1. If A<B and B<C, then A<C.',
  '2. If C>500 & B = "0", A\'s value isn\'t known.',
  '',
  'Which of the statements given above is/are correct?',
].join('\n');
const STATEMENTS_HI = ['निम्नलिखित कथनों पर विचार कीजिए:', '1. यदि क<ख और ख<ग, तो क<ग।', '2. ग>500 & ख = "0"'].join('\n');
const EXPLANATION = 'Statement 1: "<" is transitive.\nStatement 2: <b>nothing</b> follows.';

const MATCHING = [
  'Match List I with List II:',
  '| List I (Dam) | List II (River) |',
  '| A. Gandhi Sagar | 1. Chambal |',
  '| B. Hirakud | 2. Mahanadi |',
  '![Map of the Chambal and the Mahanadi with the two dams](dams.png)',
  'Select the correct answer using the code given below.',
].join('\n');
const MAP = 'Map of the Chambal and the Mahanadi with the two dams';
/** The figure uploaded in the console's dialog, below the statements. */
const GRAPH = 'Number line with A, B and C marked from left to right';
const MATCHING_HI = [
  'सूची I को सूची II से सुमेलित कीजिए:',
  '| सूची I (बाँध) | सूची II (नदी) |',
  '| A. गांधी सागर | 1. चंबल |',
].join('\n');

/** A CSV cell: quoted, its quotes doubled, its line breaks kept (as a spreadsheet writes them). */
function cell(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A picture to stand for the map the CSV names, drawn on a canvas in the staff's page. (A
 * screenshot of a page opened for it failed now and then under load: "Unable to capture
 * screenshot", the new page having no frame drawn yet.)
 */
async function mapPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 320, 200);
    gradient.addColorStop(0, '#bfdbfe');
    gradient.addColorStop(1, '#fde68a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#1e293b';
    context.font = '20px sans-serif';
    context.fillText('Chambal \u00b7 Mahanadi', 12, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The image has arrived and been drawn (a lazy one once scrolled to): its width in pixels. */
async function drawnWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? img.naturalWidth
      : new Promise<number>((resolve) => img.addEventListener('load', () => resolve(img.naturalWidth))),
  );
}

function question(page: Page) {
  return page.getByRole('main').getByRole('article').first();
}

/** The question's own text, in the language `lang`, as the browser lays it out. */
async function questionText(page: Page, lang: 'en' | 'hi'): Promise<string> {
  const text = question(page).locator(`[lang="${lang}"]`).first();
  await text.waitFor();
  return (await text.innerText()).trim();
}

/**
 * The paper page saved as an A4 PDF, as Chrome's 'Save as PDF' saves it, and its text as
 * pdftotext (poppler-utils) reads it, in columns as laid out. The PDF and its first page as a PNG
 * are kept beside the screenshots, to look at.
 */
async function paperPdf(page: Page, name: string): Promise<{ pdf: string; text: string }> {
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(screenshotDir, `${name}.pdf`);
  await mkdir(screenshotDir, { recursive: true });
  await writeFile(file, await page.pdf({ preferCSSPageSize: true }));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(screenshotDir, `${name}-pdf`)]);
  return { pdf: file, text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }) };
}

describe('staff text', () => {
  it('reaches the learner as typed, from the console and from a CSV, in English and Hindi', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const libraries = await apiAs<{ items: { id: number; name: string }[] }>(
      admin,
      `/v1/admin/libraries?kind=tests&q=${encodeURIComponent(DEMO_SERIES)}`,
    );
    const library = libraries.items.find((item) => item.name === DEMO_SERIES);
    if (!library) throw new Error('no demo series');
    const slug = `typed-${Date.now().toString(36)}`;
    const created = await apiAs<{ item: { id: number } }>(admin, '/v1/admin/prelims-tests', {
      method: 'POST',
      body: new URLSearchParams({
        library_id: String(library.id),
        name: 'As Typed Mock',
        slug,
        duration_minutes: '10',
        total_marks: '4',
        total_attempts: '1',
        marks_correct: '2',
        marks_incorrect: '0.66',
        marks_unattempted: '0',
        languages: 'en,hi',
        position: '99',
      }),
    });
    const testId = created.item.id;

    // Staff type the statement list in the console's dialog.
    const staff = await openPage(browser, DESKTOP);
    await startLoggedIn(staff.context, admin);
    const page = staff.page;
    await page.goto(`/admin/content/prelims-tests/${testId}/questions`);
    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a question' });
    await field(dialog, 'Question').fill(STATEMENTS);
    // A figure uploaded in the dialog goes where the cursor was: after the statements.
    await dialog.getByText('Add an image (map, diagram, graph)').click();
    await dialog.getByLabel('Image file').setInputFiles({
      name: 'number-line.png',
      mimeType: 'image/png',
      buffer: await mapPicture(page),
    });
    await dialog.getByLabel('What the image shows').fill(GRAPH);
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    // The picture is stored and sized first: on a loaded machine that takes more than a moment.
    await expect
      .poll(async () => field(dialog, 'Question').inputValue(), { timeout: 20_000 })
      .toContain(`![${GRAPH}](img/`);
    await field(dialog, 'Question in Hindi').fill(STATEMENTS_HI);
    const options = ['1 only', '2 only', 'A<B only', 'Neither 1 nor 2'];
    const optionsHi = ['केवल 1', 'केवल 2', 'केवल क<ख', 'न तो 1 और न ही 2'];
    for (const [index, letter] of ['A', 'B', 'C', 'D'].entries()) {
      await dialog.getByLabel(`Option ${letter}`, { exact: true }).fill(options[index] ?? '');
      await dialog.getByLabel(`Option ${letter} in Hindi`, { exact: true }).fill(optionsHi[index] ?? '');
    }
    await dialog.getByLabel('Option A is correct').check();
    await field(dialog, 'Explanation').fill(EXPLANATION);
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await toastShown(page, /added/i);

    // ...and import the matching question from a CSV whose cells hold line breaks, its map beside it.
    const csv = [
      'question,option_a,option_b,correct,explanation,question_hi,option_a_hi,option_b_hi',
      [MATCHING, 'A-1, B-2', 'A-2, B-1', 'A', 'Gandhi Sagar is on the Chambal.', MATCHING_HI, 'A-1, B-2', 'A-2, B-1']
        .map(cell)
        .join(','),
    ].join('\r\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'matching.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
    await page
      .getByLabel('Images the rows name', { exact: false })
      .setInputFiles({ name: 'dams.png', mimeType: 'image/png', buffer: await mapPicture(page) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('1 question read, no problems: ready to import.').waitFor();
    const preview = page.getByRole('table', { name: 'Questions read from the file' });
    expect(await preview.getByRole('columnheader', { name: 'List II (River)' }).count()).toBe(1);
    await shot(page, 'staff-text-import-preview-1280');
    await page.getByRole('button', { name: 'Import 1 question' }).click();
    await toastShown(page, 'Imported 1 question.');

    // The console's list shows both as learners will read them.
    const first = page.getByRole('listitem').filter({ hasText: 'Q1' });
    expect((await first.locator('div').filter({ hasText: 'Consider' }).last().innerText()).trim()).toBe(STATEMENTS);
    expect(await first.getByText('A<B only', { exact: true }).count()).toBe(1);
    // The list is fetched again after the import.
    await page.getByRole('heading', { name: '2 questions' }).waitFor();
    const second = page.getByRole('listitem').filter({ hasText: 'Q2' });
    expect(await second.getByRole('cell', { name: '1. Chambal' }).count()).toBe(1);
    await shot(page, 'staff-text-question-bank-1280');
    await staff.context.close();

    // Published once it has its questions (a test without them cannot be), and sat on a phone by
    // a learner who holds the series.
    await apiAs(admin, `/v1/admin/prelims-tests/${testId}`, {
      method: 'PATCH',
      body: new URLSearchParams({ is_published: '1' }),
    });
    const learner = newLearner();
    const session = await registerByApi(learner);
    const series = await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/prelims-test-series-2027');
    await grantInConsole(admin, learner.email, series.responseResult.id);
    const { context, page: quiz, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, session);
    await quiz.goto(`/quiz/${slug}`, { waitUntil: 'domcontentloaded' });
    await quiz.getByRole('button', { name: 'Start Test' }).click();
    await quiz.getByText('Question 1 of 2', { exact: true }).waitFor();
    expect(await questionText(quiz, 'en')).toBe(STATEMENTS);
    expect(await question(quiz).getByText('A<B only', { exact: true }).count()).toBe(1);
    expect(await drawnWidth(question(quiz).getByRole('img', { name: GRAPH }))).toBeGreaterThan(0);
    await shot(quiz, 'staff-text-statements-390');

    const switcher = quiz.getByRole('group', { name: 'Question language' });
    await switcher.getByRole('button', { name: 'हिन्दी' }).click();
    expect(await questionText(quiz, 'hi')).toBe(STATEMENTS_HI);
    expect(await question(quiz).getByText('केवल क<ख', { exact: true }).count()).toBe(1);
    // The Hindi version has no figure of its own: it shows the English one.
    expect(await drawnWidth(question(quiz).getByRole('img', { name: GRAPH }))).toBeGreaterThan(0);
    await switcher.getByRole('button', { name: 'English' }).click();
    await question(quiz).locator('label').first().click();

    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByText('Question 2 of 2', { exact: true }).waitFor();
    const table = question(quiz).getByRole('table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['List I (Dam)', 'List II (River)']);
    expect(await table.getByRole('cell').allInnerTexts()).toEqual([
      'A. Gandhi Sagar',
      '1. Chambal',
      'B. Hirakud',
      '2. Mahanadi',
    ]);
    expect(await drawnWidth(question(quiz).getByRole('img', { name: MAP }))).toBeGreaterThan(0);
    await shot(quiz, 'staff-text-matching-390');
    await switcher.getByRole('button', { name: 'हिन्दी' }).click();
    expect(await question(quiz).getByRole('columnheader').allInnerTexts()).toEqual(['सूची I (बाँध)', 'सूची II (नदी)']);
    await switcher.getByRole('button', { name: 'English' }).click();

    // The review: the same texts, and the explanation as typed.
    await submitTest(quiz);
    const reviewed = quiz.locator('#review-question-1');
    await reviewed.waitFor();
    const reviewText = await reviewed.innerText();
    expect(reviewText).toContain(STATEMENTS);
    expect(reviewText).toContain(EXPLANATION);
    expect(await drawnWidth(reviewed.getByRole('img', { name: GRAPH }).first())).toBeGreaterThan(0);
    expect(await quiz.locator('#review-question-2').getByRole('cell', { name: '2. Mahanadi' }).count()).toBe(1);
    expect(
      await drawnWidth(quiz.locator('#review-question-2').getByRole('img', { name: MAP }).first()),
    ).toBeGreaterThan(0);
    await shot(quiz, 'staff-text-review-390');

    // The question paper (docs/product.md, "The printed question paper"): opened from the review,
    // in both languages with the key, saved as a PDF by the browser as a learner's Chrome saves it,
    // and read back from the PDF.
    await quiz.getByRole('link', { name: 'Question paper (PDF)' }).click();
    await quiz.waitForURL((url) => /\/quiz\/[^/]+\/paper\/\d+$/.test(url.pathname));
    await quiz.getByRole('heading', { level: 1, name: 'As Typed Mock' }).waitFor();
    // The box follows the address (?answers=1), which the router changes in a transition: clicked,
    // it shows checked once the page has moved, so the test waits for that rather than at once.
    const withAnswers = quiz.getByRole('checkbox', { name: 'With answers and explanations' });
    await withAnswers.click();
    await expect.poll(() => withAnswers.isChecked(), { timeout: 15_000 }).toBe(true);
    await quiz.getByText('Answer: (a)').first().waitFor();
    expect(await drawnWidth(quiz.getByRole('img', { name: MAP }).first())).toBeGreaterThan(0);
    expect(await drawnWidth(quiz.getByRole('img', { name: GRAPH }).first())).toBeGreaterThan(0);
    expect(await seriousViolations(quiz)).toEqual([]);
    await shot(quiz, 'staff-text-paper-390');
    await quiz.setViewportSize(DESKTOP);
    await shot(quiz, 'staff-text-paper-1280');
    const { pdf, text } = await paperPdf(quiz, 'staff-text-paper');
    for (const line of STATEMENTS.split('\n').filter(Boolean)) expect(text).toContain(line);
    expect(text).toContain('(c) A<B only');
    expect(text).toContain('Answer: (a)');
    for (const line of EXPLANATION.split('\n')) expect(text).toContain(line);
    // A table's cells are laid out in columns: a row reads as its cells with spaces between.
    expect(text).toMatch(/List I \(Dam\) +List II \(River\)/);
    expect(text).toMatch(/A\. Gandhi Sagar +1\. Chambal/);
    expect(text).toMatch(/B\. Hirakud +2\. Mahanadi/);
    // The map is in the PDF (pdfimages lists an image under its two heading lines).
    expect(execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').length).toBeGreaterThan(
      2,
    );
    // Hindi comes back as typed too, but for one thing: where a vowel sign sits above a letter
    // (के), pdftotext reads a space after it ('के वल' for 'केवल'). The options are compared without
    // spaces for that reason.
    for (const line of [...STATEMENTS_HI.split('\n'), MATCHING_HI.split('\n')[0] ?? '']) expect(text).toContain(line);
    expect(text).toMatch(/सूची I \(बाँध\) +सूची II \(नदी\)/);
    expect(text).toMatch(/A\. गांधी सागर +1\. चंबल/);
    const unspaced = text.replace(/\s+/g, '');
    for (const [index, option] of optionsHi.entries()) {
      expect(unspaced).toContain(`(${String.fromCharCode(97 + index)})${option.replace(/\s+/g, '')}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
