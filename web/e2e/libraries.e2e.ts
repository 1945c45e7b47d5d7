/**
 * The libraries against the real server: the demo learner's notes, prelims tests, mains tests
 * and videos (downloads, the player, an answer upload), a new learner who owns none of them,
 * and a visitor. Expectations come from the server's own answers, not from fixed demo data, so
 * another test file submitting a test or uploading an answer first does not break these.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  authDialog,
  grantInConsole,
  loginByApi,
  newLearner,
  registerByApi,
  type Session,
  startLoggedIn,
} from './accounts';
import { baseURL, DESKTOP, openPage, PHONE, screenshotDir, seriousViolations, shot, toastShown } from './browser';
import { libraryId } from './library-address';
import { browser } from './shared-browser';
import { onePagePdf } from './pdf';

const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };

let demo: Session;
let tempDir: string;

interface MySubscription {
  id: number;
  name: string;
  type: string;
}

/** The id of the demo learner's subscription whose name starts with `name`. */
async function demoSubscriptionId(name: string): Promise<number> {
  const answer = await apiAs<{ data: { subscriptions: MySubscription[] } }>(demo, '/v1/modules/subscriptions');
  const found = answer.data.subscriptions.find((subscription) => subscription.name.startsWith(name));
  if (!found) throw new Error(`the demo learner has no subscription called ${name}`);
  return found.id;
}

/** The card (article) whose heading is `name`. */
function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Clicks a download button and answers the saved file's suggested name and first bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; head: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await saved.path();
  const bytes = await readFile(file);
  return { name: saved.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

beforeAll(async () => {
  demo = await loginByApi(DEMO.email, DEMO.password);
  tempDir = await mkdtemp(path.join(tmpdir(), 'aspirant-libraries-'));
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('notes library', () => {
  it('lists the notes and downloads a Topic Wise PDF under its download name', async () => {
    const subscriptionId = await demoSubscriptionId('GS Prelims Notes 2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/notes/library/${libraryId(subscriptionId)}`);

    await page.getByRole('heading', { level: 1, name: 'Notes Library' }).waitFor();
    const firstNote = page.getByRole('article').first();
    await firstNote.getByText('Subscribed', { exact: true }).waitFor();
    await expect(firstNote.getByText(/^Year: (\d{4}|N\/A)$/).count()).resolves.toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Subscriptions' }).getAttribute('href')).toBe(
      '/my-subscriptions',
    );

    const { name, head } = await download(page, firstNote.getByRole('button', { name: 'Topic Wise PDF' }));
    expect(name).toMatch(/^[A-Za-z0-9_-]+_topic\.pdf$/);
    expect(head).toBe('%PDF');
    await toastShown(page, 'Download started successfully');

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an id it cannot read back to the notes list', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto('/notes/library/not-a-library');
    await toastShown(page, 'Unable to access this library directly. Please select it from your subscriptions.');
    await page.waitForURL((url) => url.pathname === '/notes');
    await context.close();
  });
});

interface LibraryTest {
  id: number;
  name: string;
  slug: string;
  attemptsMade?: number;
  testQuestionPDF: unknown;
  testExplanationPDF: unknown;
}

describe('prelims test library', () => {
  it('downloads a question paper, keeps the answers locked until submitted, and links the test pages', async () => {
    const subscriptionId = await demoSubscriptionId('Prelims Test Series 2027');
    const tests = await apiAs<{ responseResult: LibraryTest[] }>(
      demo,
      `/v1/modules/tests/library?subscriptionId=${subscriptionId}`,
    );
    const test = tests.responseResult[0];
    if (!test) throw new Error('the demo prelims library is empty');

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/prelims-tests/library/${libraryId(subscriptionId)}`);
    const testCard = card(page, test.name);
    await testCard.waitFor();

    // The question paper opens with the test (trust.e2e.ts follows one test through both states);
    // another file may have started this one already.
    if (test.testQuestionPDF) {
      const { name, head } = await download(page, testCard.getByRole('button', { name: 'Question PDF' }));
      expect(name).toBe(`${test.name.replace(/[^A-Za-z0-9_-]/gu, '_')}_question.pdf`);
      expect(head).toBe('%PDF');
      await toastShown(page, 'Download started successfully');
    } else {
      expect(await testCard.getByRole('button', { name: 'Question PDF' }).isDisabled()).toBe(true);
      await testCard.getByText('Opens when you start the test').waitFor();
    }

    if ((test.attemptsMade ?? 0) === 0 && !test.testExplanationPDF) {
      expect(await testCard.getByRole('button', { name: 'Explanation PDF' }).isDisabled()).toBe(true);
      expect(await testCard.getByRole('button', { name: 'Discussion Video' }).isDisabled()).toBe(true);
      await testCard.getByText('Available after you submit the test').waitFor();
    }
    expect(await testCard.getByRole('link', { name: 'Attempt Test' }).getAttribute('href')).toBe(`/quiz/${test.slug}`);
    const ranking = new URL(
      (await testCard.getByRole('link', { name: 'Check Ranking' }).getAttribute('href')) ?? '',
      baseURL,
    );
    expect(ranking.pathname).toBe('/check-ranking');
    expect(ranking.searchParams.get('testId')).toBe(String(test.id));
    expect(ranking.searchParams.get('slug')).toBe(test.slug);
    expect(await testCard.getByRole('link', { name: 'Check Attempted Test' }).getAttribute('href')).toBe(
      `/check-attempted-test?testId=${test.id}`,
    );

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in and opens the login dialog', async () => {
    const subscriptionId = await demoSubscriptionId('Prelims Test Series 2027');
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`/prelims-tests/library/${libraryId(subscriptionId)}`);
    await toastShown(page, 'Please login or signup to view the tests');
    await authDialog(page).waitFor();
    await context.close();
  });
});

describe('video courses', () => {
  it('goes from the video libraries to the videos and plays one in the dialog', async () => {
    const subscriptionId = await demoSubscriptionId('GS Foundation 2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/video-courses/library/${libraryId(subscriptionId)}`);
    await page.getByRole('heading', { level: 1, name: 'Video Libraries' }).waitFor();
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/video-courses/videos/'));

    const play = page.getByRole('button', { name: 'Play' }).first();
    await play.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const src = (await dialog.locator('iframe').getAttribute('src')) ?? '';
    expect(src.startsWith('https://drive.google.com/file/d/')).toBe(true);
    expect(src.endsWith('/preview')).toBe(true);
    expect(await dialog.locator('iframe').getAttribute('title')).toMatch(/^Video player: /);

    // Escape closes it and gives focus back to the Play button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await play.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface MainsTestAnswer {
  id: number;
  name: string;
  maximumScore: number;
  isOpen: boolean;
  isAttempted: boolean;
  evaluatedPDF: unknown;
}

const EVALUATION = { marks: 31.5, remarks: 'Good structure; add more examples from committee reports.' };

/** Evaluates the demo learner's current answer to a mains test, as faculty would. */
async function evaluate(mainsTestId: number, evaluatedPdf: string): Promise<void> {
  const evaluator = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
  const pending = await apiAs<{ responseResult: { uploadId: number; learnerName: string }[] }>(
    evaluator,
    `/v1/admin/mains/answers?status=pending&testId=${mainsTestId}`,
  );
  const upload = pending.responseResult.find((answer) => answer.learnerName === demo.user.name);
  if (!upload) throw new Error('the uploaded answer is not waiting for evaluation');
  const form = new FormData();
  form.set('marks', String(EVALUATION.marks));
  form.set('remarks', EVALUATION.remarks);
  form.set('evaluatedPDF', new Blob([await readFile(evaluatedPdf)], { type: 'application/pdf' }), 'evaluated.pdf');
  const response = await fetch(`${baseURL}/api/v1/admin/mains/answers/${upload.uploadId}/evaluation`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${evaluator.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`evaluation answered ${response.status}: ${await response.text()}`);
}

describe('mains test list', () => {
  it('checks the file, uploads an answer in the open window, the test becomes Attempted, then Evaluated', async () => {
    const subscriptionId = await demoSubscriptionId('Mains Test Series 2027');
    const series = await apiAs<{ responseResult: { mainsTestSeriesId: number }[] }>(
      demo,
      `/v1/modules/mains/tests/list?subscriptionId=${subscriptionId}`,
    );
    const seriesId = series.responseResult[0]?.mainsTestSeriesId;
    const tests = await apiAs<{ responseResult: MainsTestAnswer[] }>(
      demo,
      `/v1/modules/mains/questions/list?subscriptionId=${subscriptionId}&mainsTestSeriesId=${seriesId}`,
    );
    const open = tests.responseResult.find((test) => test.isOpen && !test.evaluatedPDF);
    if (!open) throw new Error('no mains test of the demo series is open now');

    const answerPdf = path.join(tempDir, 'answer.pdf');
    await writeFile(answerPdf, onePagePdf());
    const notPdf = path.join(tempDir, 'answer.txt');
    await writeFile(notPdf, 'my answer');

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/mains-tests/list/${libraryId(subscriptionId)}`);
    const testCard = card(page, open.name);
    await testCard.waitFor();
    expect(await testCard.getByText(open.isAttempted ? 'Attempted' : 'Not Attempted', { exact: true }).count()).toBe(1);
    // Only the open tests offer the upload; one with an answer in shows it, and sending another opens the form.
    const another = page.getByRole('button', { name: 'Send another answer instead' });
    expect((await page.locator('input[type="file"]').count()) + (await another.count())).toBe(
      tests.responseResult.filter((test) => test.isOpen).length,
    );
    if (open.isAttempted) await testCard.getByRole('button', { name: 'Send another answer instead' }).click();

    const upload = testCard.getByRole('button', { name: /^Upload (Answer|Again)$/ });
    await upload.click();
    await testCard.getByText('Please select a PDF file to upload').waitFor();
    const input = testCard.locator('input[type="file"]');
    await input.setInputFiles(notPdf);
    await testCard.getByText('Only PDF files are allowed').waitFor();

    await input.setInputFiles(answerPdf);
    await upload.click();
    await toastShown(page, 'Answer uploaded successfully');
    // What was received takes the form's place: its pages and time, and where to open it.
    await testCard.getByRole('heading', { name: 'Your answer is in' }).waitFor();
    await testCard.getByText(/^1 page, received on /).waitFor();
    expect(await testCard.locator('input[type="file"]').count()).toBe(0);
    await testCard.getByText('Attempted', { exact: true }).waitFor();
    const progress = testCard.getByRole('region', { name: 'Evaluation' });
    await progress.getByText('Submitted', { exact: true }).waitFor();
    await progress.getByText(/^Expected by /).waitFor();
    await testCard.getByRole('button', { name: 'Your Answer PDF' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An evaluator returns it: the test shows Evaluated, the marks and remarks, and the PDF.
    await evaluate(open.id, answerPdf);
    await page.reload();
    await progress.getByText('Evaluated', { exact: true }).waitFor();
    expect(await testCard.getByText('Evaluated', { exact: true }).count()).toBe(2); // the badge and the step
    await testCard.getByText(`${EVALUATION.marks} / ${open.maximumScore}`).waitFor();
    await testCard.getByText(EVALUATION.remarks).waitFor();
    const evaluated = await download(page, testCard.getByRole('button', { name: 'Evaluated PDF' }));
    expect(evaluated.name).toBe(`${open.name.replace(/[^A-Za-z0-9_-]/gu, '_')}_evaluated.pdf`);
    expect(evaluated.head).toBe('%PDF');

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A photo of a page made by the browser's canvas: white paper with a coloured band on its left. */
async function pagePhoto(page: Page, width: number, height: number, band: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, colour]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#fafafa';
      context.fillRect(0, 0, w, h);
      context.fillStyle = colour;
      context.fillRect(0, 0, w / 3, h);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height, band] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The width and height of each answerImages JPEG in a multipart upload, in order. */
function sentPageSizes(body: Buffer, contentType: string): [number, number][] {
  const boundary = /boundary=(.+)$/u.exec(contentType)?.[1];
  if (!boundary) throw new Error(`not multipart: ${contentType}`);
  const sizes: [number, number][] = [];
  for (const chunk of body.toString('latin1').split(`--${boundary}`)) {
    if (!chunk.includes('name="answerImages"')) continue;
    const jpeg = Buffer.from(chunk.slice(chunk.indexOf('\r\n\r\n') + 4), 'latin1');
    // The frame header (SOF0 to SOF2) holds the height, then the width.
    for (let i = 2; i < jpeg.length - 8; i++) {
      if (jpeg[i] === 0xff && [0xc0, 0xc1, 0xc2].includes(jpeg[i + 1] ?? 0)) {
        sizes.push([jpeg.readUInt16BE(i + 7), jpeg.readUInt16BE(i + 5)]);
        break;
      }
    }
  }
  return sizes;
}

describe('an answer from a phone', () => {
  it('photos of the pages are put in order, turned, sent upright and promised back; the evaluator opening it shows', async () => {
    const person = { ...newLearner(), name: 'Nandini Rao' };
    const learner = await registerByApi(person);
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const subscriptionId = await demoSubscriptionId('Mains Test Series 2027');
    await grantInConsole(admin, person.email, subscriptionId);
    const { context, page, errors } = await openPage(browser, PHONE);
    await startLoggedIn(context, learner);
    await page.goto(`/mains-tests/list/${libraryId(subscriptionId)}`);
    const withUpload = page
      .getByRole('article')
      .filter({ has: page.getByRole('radio', { name: 'Photos of the pages' }) })
      .first();
    await withUpload.waitFor();
    const testName = (await withUpload.getByRole('heading').first().textContent()) ?? '';
    // By its name: once the answer is in, the card has no upload form to be found by.
    const testCard = card(page, testName);

    await testCard.getByRole('radio', { name: 'Photos of the pages' }).check();
    await testCard.getByRole('button', { name: 'Upload Answer' }).click();
    await testCard.getByText('Please add photos of your pages').waitFor();
    // Page one was photographed sideways; page two is upright but was picked second.
    const sideways = await pagePhoto(page, 900, 600, '#dc2626');
    const upright = await pagePhoto(page, 500, 700, '#2563eb');
    const picker = testCard.getByLabel('Add photos of your pages');
    await picker.setInputFiles([
      { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: sideways },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await testCard.getByText('Only JPEG or PNG photos can be added.').waitFor();
    await testCard
      .getByLabel('Add more pages')
      .setInputFiles([{ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: upright }]);
    const pages = testCard.getByRole('list', { name: 'Pages of your answer, in order' });
    await pages.getByText('Page 2', { exact: true }).waitFor();
    await testCard.getByText('2 pages of at most 40').waitFor();
    await testCard.getByRole('button', { name: 'Move page 2 earlier' }).click();
    await testCard.getByRole('button', { name: 'Turn page 2 a quarter clockwise' }).click();
    expect(await pages.getByRole('img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual([
      'Photo of page 1',
      'Photo of page 2',
    ]);
    await pages.scrollIntoViewIfNeeded();
    await shot(page, 'mains-answer-pages-phone', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().includes('/upload-answer') && sent.method() === 'POST'),
      testCard.getByRole('button', { name: 'Upload 2 pages' }).click(),
    ]);
    await toastShown(page, 'Answer uploaded successfully');
    // Sent in the order set, each upright: the upright page first, then the sideways one turned.
    expect(sentPageSizes(request.postDataBuffer() ?? Buffer.alloc(0), request.headers()['content-type'] ?? '')).toEqual(
      [
        [500, 700],
        [600, 900],
      ],
    );
    const progress = testCard.getByRole('region', { name: 'Evaluation' });
    await progress.getByText('Submitted', { exact: true }).waitFor();
    await progress.getByText(/^Expected by /).waitFor();
    expect(await progress.getByText('Not yet', { exact: true }).count()).toBe(2);
    const answer = await download(page, testCard.getByRole('button', { name: 'Your Answer PDF' }));
    expect(answer.head).toBe('%PDF');
    // What was received, not an empty form with '0 pages' and a prominent Upload Again.
    const received = testCard.getByRole('heading', { name: 'Your answer is in' });
    await testCard.getByText(/^2 pages, received on /).waitFor();
    expect(await testCard.getByText(/^0 pages/).count()).toBe(0);
    expect(await testCard.getByRole('button', { name: 'Upload Again' }).count()).toBe(0);
    await received.scrollIntoViewIfNeeded();
    await shot(page, 'mains-answer-received-phone', { fullPage: false });
    await progress.scrollIntoViewIfNeeded();
    await shot(page, 'mains-answer-progress-phone', { fullPage: false });

    // Staff see it with its promise; an evaluator opening it shows the learner 'Being evaluated'.
    const console = await openPage(browser, DESKTOP);
    await startLoggedIn(console.context, admin);
    await console.page.goto('/admin/evaluation');
    const row = console.page.getByRole('row').filter({ hasText: person.name }).filter({ hasText: testName });
    await row.getByText(/^Due in 3 d$/).waitFor();
    await shot(console.page, 'admin-evaluation-promise');
    const started = console.page.waitForResponse(
      (response) => response.url().endsWith('/start') && response.request().method() === 'POST',
    );
    await row.getByRole('link', { name: /^Annotate/ }).click();
    await console.page.getByRole('img', { name: 'Page 1 of 2 of the answer' }).waitFor();
    expect((await started).status()).toBe(200);
    await console.context.close();

    await page.reload();
    await progress.getByText('Being evaluated', { exact: true }).waitFor();
    expect(await progress.getByText('Not yet', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('daily answer writing', () => {
  it("shows today's question with its paper, directive word and limit, takes an answer and starts a streak", async () => {
    const mainsId = await demoSubscriptionId('Mains Test Series 2027');
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const account = { ...newLearner(), name: 'Kavya Daily' };
    const learner = await registerByApi(account);
    await grantInConsole(admin, account.email, mainsId);
    const answerPdf = path.join(tempDir, 'daily-answer.pdf');
    await writeFile(answerPdf, onePagePdf());

    const { context, page, errors } = await openPage(browser, PHONE);
    await startLoggedIn(context, learner);
    await page.goto(`/mains-tests/list/${libraryId(mainsId)}`);
    const daily = page.getByRole('region', { name: 'Daily answer writing' });
    await daily.waitFor();
    await daily.getByText("Answer today's question to start a streak").waitFor();
    const today = daily.getByRole('article').first();
    const question = today.getByRole('figure');
    await question.getByText('GS Paper IV (Ethics)').waitFor();
    await question.getByText('Directive word: Comment').waitFor();
    await question.getByText('150 words').waitFor();
    await question.getByText(/^Artificial intelligence in public administration/).waitFor();
    // Earlier questions are folded away; tomorrow's is not shown at all.
    await daily.getByText('Earlier questions (3)').waitFor();
    expect(await page.getByText('Daily answer writing: the Indian Ocean').count()).toBe(0);
    await question.scrollIntoViewIfNeeded();
    await shot(page, 'mains-daily-question-phone', { fullPage: false });

    await today.locator('input[type="file"]').setInputFiles(answerPdf);
    await today.getByRole('button', { name: 'Upload Answer' }).click();
    await toastShown(page, 'Answer uploaded successfully');
    await daily.getByText('1-day streak').waitFor();
    await today.getByRole('region', { name: 'Evaluation' }).getByText('Submitted', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The same in Hindi: the directive word and the streak are translated.
    await page.evaluate(() => localStorage.setItem('aspirant.language', 'hi'));
    await page.reload();
    const inHindi = page.getByRole('region', { name: 'दैनिक उत्तर लेखन' });
    await inHindi.getByText('लगातार 1 दिन').waitFor();
    await inHindi.getByText('निर्देशात्मक शब्द: टिप्पणी कीजिए').scrollIntoViewIfNeeded();
    await shot(page, 'mains-daily-question-hindi-phone', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a learner without the subscriptions', () => {
  it('sees Subscribe to Access and no downloads or uploads', async () => {
    const learner = await registerByApi(newLearner());
    const notesId = await demoSubscriptionId('GS Prelims Notes 2027');
    const prelimsId = await demoSubscriptionId('Prelims Test Series 2027');
    const mainsId = await demoSubscriptionId('Mains Test Series 2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, learner);

    await page.goto(`/notes/library/${libraryId(notesId)}`);
    await page.getByRole('link', { name: 'Subscribe to Access' }).first().waitFor();
    expect(await page.getByRole('button', { name: /Wise PDF/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Subscribe to Access' }).first().getAttribute('href')).toBe(
      `/notes/${notesId}`,
    );

    await page.goto(`/prelims-tests/library/${libraryId(prelimsId)}`);
    await page.getByRole('link', { name: 'Subscribe to Access' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Question PDF' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Attempt Test' }).count()).toBe(0);

    await page.goto(`/mains-tests/list/${libraryId(mainsId)}`);
    await page.getByRole('link', { name: 'Subscribe to Access' }).first().waitFor();
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Question PDF' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the pictures name their items', () => {
  it('gives every note of a library its own thumbnail, and every video its own poster', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/notes/library/${libraryId(await demoSubscriptionId('GS Prelims Notes 2027'))}`);
    await page.getByRole('article').first().waitFor();
    const thumbnails = await page
      .locator('main article img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(thumbnails.length).toBeGreaterThan(1);
    expect(new Set(thumbnails).size).toBe(thumbnails.length);
    // The picture is the note's: its file is named after the note.
    const names = await page.locator('main article h2').allTextContents();
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    // A Hindi name has no Latin letters to name a file by: its picture is named by its Latin
    // transliteration (internal/demo/assets/README.md), still one of its own.
    expect(thumbnails).toEqual(
      names.map((name, i) => (slug(name) === '' ? thumbnails[i] : `/files/demo/notes/${slug(name)}.jpg`)),
    );

    await page.goto(`/video-courses/library/${libraryId(await demoSubscriptionId('GS Foundation 2027'))}`);
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    await page.getByRole('button', { name: 'Play' }).first().waitFor();
    const posters = await page
      .locator('main article img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    const lectures = await page.locator('main article h2').allTextContents();
    expect(posters.length).toBe(lectures.length);
    expect(new Set(posters).size).toBe(posters.length);
    // Lecture NN of a course has the course's poster number NN.
    lectures.forEach((lecture, index) => {
      const number = /^Lecture (\d+)/.exec(lecture)?.[1];
      expect(posters[index]).toMatch(new RegExp(`^/files/demo/lectures/[a-z0-9-]+-${number}\\.jpg$`));
    });
    await shot(page, 'libraries-video-posters-1280');
    await context.close();
  });
});

/** Grants a learner a subscription through the console's API, as staff would; answers the revoke. */
async function grantAsAdmin(email: string, subscriptionId: number): Promise<() => Promise<void>> {
  const admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const learners = await apiAs<{ items: { id: number }[] }>(admin, `/v1/admin/learners?q=${encodeURIComponent(email)}`);
  const learnerId = learners.items[0]?.id;
  if (!learnerId) throw new Error(`no learner ${email}`);
  await apiAs(admin, `/v1/admin/learners/${learnerId}/grants`, {
    method: 'POST',
    body: new URLSearchParams({ subscriptionId: String(subscriptionId) }),
  });
  return async () => {
    await apiAs(admin, `/v1/admin/learners/${learnerId}/grants/${subscriptionId}`, { method: 'DELETE' });
  };
}

describe('the libraries’ fixed texts, each where its failure happens', () => {
  it('an upload without a session: “You must be logged in to upload answers”', async () => {
    const subscriptionId = await demoSubscriptionId('Mains Test Series 2027');
    const answerPdf = path.join(tempDir, 'no-session.pdf');
    await writeFile(answerPdf, onePagePdf());
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/mains-tests/list/${libraryId(subscriptionId)}`);
    const input = page.locator('input[type="file"]').first();
    await input.waitFor();
    await input.setInputFiles(answerPdf);
    // The session is gone (signed out in another tab, say) before the learner presses Upload.
    await page.evaluate(() => localStorage.removeItem('sessionToken'));
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload-answer')) uploads.push(request.url());
    });
    await page
      .getByRole('button', { name: /^Upload (Answer|Again)$/ })
      .first()
      .click();
    await toastShown(page, 'You must be logged in to upload answers');
    await authDialog(page).waitFor();
    expect(uploads).toEqual([]);
    await context.close();
  });

  it('a library call that fails: “Unable to access this library. Please try again.”', async () => {
    const subscriptionId = await demoSubscriptionId('Mains Test Series 2027');
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.route('**/api/v1/modules/mains/tests/list**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    await page.goto(`/mains-tests/list/${libraryId(subscriptionId)}`);
    await page.getByText('Unable to access this library. Please try again.').waitFor({ timeout: 15_000 });
    await page
      .getByRole('button', { name: /try again|retry/i })
      .first()
      .waitFor();
    await shot(page, 'libraries-access-failed-1280', { fullPage: false });
    await context.close();
  });

  it('a download that fails: “Failed to download PDF. Please try again.”', async () => {
    const subscriptionId = await demoSubscriptionId('GS Foundation 2027');
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/video-courses/library/${libraryId(subscriptionId)}`);
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    const pdf = page.getByRole('button', { name: 'PDF', exact: true }).first();
    await pdf.waitFor();
    // The connection drops while the file comes.
    await page.route('**/api/v1/modules/download**', (route) => route.abort('connectionreset'));
    await pdf.click();
    await toastShown(page, 'Failed to download PDF. Please try again.');
    await context.close();
  });

  it('playing a video without its subscription: “Unable to play video. Missing subscription information.”', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner);
    const subscriptionId = await demoSubscriptionId('GS Foundation 2027');
    const revoke = await grantAsAdmin(learner.email, subscriptionId);
    const { context, page } = await openPage(browser, PHONE);
    await startLoggedIn(context, session);
    await page.goto(`/video-courses/library/${libraryId(subscriptionId)}`);
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    const play = page.getByRole('button', { name: 'Play' }).first();
    await play.waitFor();
    // Staff take the subscription back while the list is open.
    await revoke();
    await play.click();
    await toastShown(page, 'Unable to play video. Missing subscription information.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'libraries-play-without-subscription-375', { fullPage: false });
    await context.close();
  });
});

describe('library screenshots', () => {
  it('captures every library page at 1280 and 375 px', async () => {
    const pages = {
      notes: `/notes/library/${libraryId(await demoSubscriptionId('GS Prelims Notes 2027'))}`,
      prelims: `/prelims-tests/library/${libraryId(await demoSubscriptionId('Prelims Test Series 2027'))}`,
      mains: `/mains-tests/list/${libraryId(await demoSubscriptionId('Mains Test Series 2027'))}`,
      'video-libraries': `/video-courses/library/${libraryId(await demoSubscriptionId('GS Foundation 2027'))}`,
    };
    const learner = await registerByApi(newLearner());
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(browser, viewport);
      await startLoggedIn(context, demo);
      for (const [name, address] of Object.entries(pages)) {
        await page.goto(address);
        await page.getByRole('article').first().waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `libraries-${name}-${viewport.width}`);
      }
      await page.goto(pages['video-libraries']);
      await page.getByRole('link', { name: 'Watch Videos' }).first().click();
      await page.getByRole('button', { name: 'Play' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `libraries-videos-${viewport.width}`);
      await page.getByRole('button', { name: 'Play' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(screenshotDir, `libraries-video-player-${viewport.width}.png`) });
      await context.close();

      const other = await openPage(browser, viewport);
      await startLoggedIn(other.context, learner);
      await other.page.goto(pages.notes);
      await other.page.getByRole('link', { name: 'Subscribe to Access' }).first().waitFor();
      await other.page.waitForLoadState('networkidle');
      await shot(other.page, `libraries-notes-not-subscribed-${viewport.width}`);
      await other.context.close();
    }
  });
});
