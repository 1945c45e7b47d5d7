/**
 * The staff console against the real server: an admin builds a product (type, subscription
 * with a thumbnail, libraries, a note with a PDF, a prelims test with questions imported from a
 * CSV file) that a new learner then buys on the sandbox checkout and opens; an evaluator marks
 * the demo learner's mains answer; leads are worked and exported; a learner is kept out.
 * Everything the console shows is checked against what the server answers, not fixed data.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, field, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import {
  baseURL,
  DESKTOP,
  openPage,
  PHONE,
  seriousViolations,
  shot,
  toast,
  toastShown,
  visitorAddress,
} from './browser';
import { browser } from './shared-browser';
import { onePagePdf } from './pdf';

const ADMIN = { email: 'admin@aspirant.test', password: 'admin12345' };
const EVALUATOR = { email: 'evaluator@aspirant.test', password: 'evaluator12345' };
const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };

const PDF = onePagePdf();
const CSV_HEADER = 'question,option_a,option_b,option_c,option_d,correct,explanation,topic,difficulty';
const GOOD_ROWS = [
  '"Which Article of the Constitution guarantees equality before law?",Article 12,Article 14,Article 19,Article 21,B,Article 14 guarantees it.,Polity,easy',
  '"Who appoints the Governor of a State?",The President,The Prime Minister,The Chief Minister,The Chief Justice,A,Article 155.,Polity,medium',
];

let admin: Session;
const unique = Date.now().toString(36);

/** A page logged in as `session`, at the given size. Failed loads (a 409 the page shows) are not errors. */
async function staffPage(
  session: Session,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openPage(browser, viewport);
  await startLoggedIn(opened.context, session);
  const errors = opened.errors;
  return {
    ...opened,
    get errors() {
      return errors.filter((error) => !error.startsWith('Failed to load resource'));
    },
  };
}

interface DayTotal {
  count: number;
  amount: number;
}

function sum(days: readonly DayTotal[]): DayTotal {
  return days.reduce((total, day) => ({ count: total.count + day.count, amount: total.amount + day.amount }), {
    count: 0,
    amount: 0,
  });
}

/** Rupees as the console writes them (₹1,24,999, paise only when there are any). */
function rupees(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** How far the page scrolls sideways (a phone layout must not). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The key of a paid file as the learner API gives it ({file_path}), or undefined. */
function filePathOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('file_path' in value)) return undefined;
  return typeof value.file_path === 'string' ? value.file_path : undefined;
}

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

function checkbox(page: Page, label: string): Locator {
  return page.getByRole('checkbox', { name: new RegExp(`^${label}`) });
}

/** Fills a generic console form: text by label, selects by option label, checkboxes ticked. */
async function fillForm(page: Page, values: Record<string, string | boolean | { option: string }>) {
  for (const [label, value] of Object.entries(values)) {
    if (value === true) await checkbox(page, label).check();
    else if (typeof value === 'object') await field(page, label).selectOption({ label: value.option });
    else if (typeof value === 'string') await field(page, label).fill(value);
  }
}

async function saveAndReturnToList(page: Page, button: string, listPath: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === listPath);
}

beforeAll(async () => {
  admin = await loginByApi(ADMIN.email, ADMIN.password);
});

describe('catalogue to purchase', () => {
  const typeName = `E2E Notes ${unique}`;
  const subscriptionName = `E2E Polity Pack ${unique}`;
  const notesLibrary = `E2E Notes Library ${unique}`;
  const testsLibrary = `E2E Tests Library ${unique}`;
  const noteName = `E2E Note: Fundamental Rights ${unique}`;
  const testName = `E2E Polity Test ${unique}`;

  it('an admin builds a subscription with a note and an imported test, a new learner buys it and opens both', async () => {
    const { context, page, errors } = await staffPage(admin);

    // A type in the Notes section: the tab presets the section.
    await page.goto('/admin/catalog/types');
    // The console's first page loads its code and its list first: a click before that was lost
    // once on a cold start.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'New type' }).click();
    await heading(page, 'New type').waitFor();
    expect(await field(page, 'Section').inputValue()).toBe('1');
    await fillForm(page, { Name: typeName, Published: true });
    expect(await field(page, 'Slug').inputValue()).toBe(`e2e-notes-${unique}`);
    await saveAndReturnToList(page, 'Create type', '/admin/catalog/types');
    await page.getByText(typeName, { exact: true }).waitFor();

    // Two libraries: notes and prelims tests.
    for (const [kind, name] of [
      ['notes', notesLibrary],
      ['tests', testsLibrary],
    ] as const) {
      await page.goto('/admin/catalog/libraries/new');
      await field(page, 'Kind').selectOption(kind);
      await field(page, 'Name').fill(name);
      await saveAndReturnToList(page, 'Create library', '/admin/catalog/libraries');
    }

    // The subscription, with a thumbnail (previewed before it is sent) and a price in rupees.
    await page.goto('/admin/catalog/subscriptions');
    await page.getByRole('table', { name: 'Subscriptions' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-subscriptions-1280');
    await page.getByRole('link', { name: 'New subscription' }).click();
    await heading(page, 'New subscription').waitFor();
    const thumbnail = await fetch(`${baseURL}/files/demo/thumbnails/notes-gs-prelims.jpg`).then(async (response) =>
      Buffer.from(await response.arrayBuffer()),
    );
    await fillForm(page, {
      Type: { option: `Notes › ${typeName}` },
      Name: subscriptionName,
      Subtitle: 'Fundamental Rights, in one booklet',
      'Short details': 'Concise notes on Part III of the Constitution, with the judgments UPSC asks about.',
      Price: '1999.50',
      'Strike price': '2999',
      Validity: '365',
    });
    await field(page, 'Thumbnail').setInputFiles({ name: 'polity.jpg', mimeType: 'image/jpeg', buffer: thumbnail });
    await page.getByRole('img', { name: 'Preview of polity.jpg' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-subscription-form-1280');
    await page.getByRole('button', { name: 'Create subscription' }).click();
    // A new subscription stays open: its libraries and tags are set below the form.
    await page.waitForURL(/\/admin\/catalog\/subscriptions\/\d+$/);
    const subscriptionId = Number(new URL(page.url()).pathname.split('/').pop());
    await heading(page, subscriptionName).waitFor();
    const stored = await apiAs<{ item: { price: number; strike_price: number; thumbnail: { key: string } | null } }>(
      admin,
      `/v1/admin/subscriptions/${subscriptionId}`,
    );
    expect(stored.item.price).toBe(1999.5);
    expect(stored.item.strike_price).toBe(2999);
    expect(stored.item.thumbnail?.key).toBeTruthy();
    expect(await page.getByRole('img', { name: 'Current thumbnail' }).getAttribute('src')).toBe(
      `/files/${stored.item.thumbnail?.key}`,
    );

    // A new thumbnail replaces the stored one (a change with a file: multipart PATCH).
    await field(page, 'Thumbnail').setInputFiles({ name: 'polity-2.jpg', mimeType: 'image/jpeg', buffer: thumbnail });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, 'Changes saved.');
    const changed = await apiAs<{ item: { thumbnail: { key: string } | null } }>(
      admin,
      `/v1/admin/subscriptions/${subscriptionId}`,
    );
    expect(changed.item.thumbnail?.key).not.toBe(stored.item.thumbnail?.key);

    // Its libraries, in order, and a tag.
    for (const library of [notesLibrary, testsLibrary]) {
      await page.getByLabel('Add a library').selectOption({ label: library });
      await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    }
    await page.getByRole('button', { name: 'Save libraries' }).click();
    await toastShown(page, 'Libraries saved.');
    await page.getByLabel('New tag').fill('#Polity');
    await page.getByLabel('New tag').press('Enter');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await toastShown(page, 'Tags saved.');
    // On sale and published once it holds libraries (docs/product.md, "Visibility").
    await fillForm(page, { 'For sale': true, Published: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, 'Changes saved.');

    // A note with its topic-wise PDF; a file that is not a PDF is refused by the server, on its field.
    await page.goto('/admin/content/notes/new');
    await fillForm(page, { Library: { option: notesLibrary }, Name: noteName, Year: '2027', Published: true });
    const topicPdf = field(page, 'Topic-wise PDF');
    await topicPdf.setInputFiles({
      name: 'rights.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text'),
    });
    await page.getByRole('button', { name: 'Create note' }).click();
    await page.getByText('Topic-wise PDF must be a PDF.').waitFor();
    await topicPdf.setInputFiles({ name: 'rights.pdf', mimeType: 'application/pdf', buffer: PDF });
    await saveAndReturnToList(page, 'Create note', '/admin/content/notes');

    // A prelims test with UPSC's marking.
    await page.goto('/admin/content/prelims-tests/new');
    await fillForm(page, {
      'Test series': { option: testsLibrary },
      Name: testName,
      Duration: '10',
      'Total marks': '4',
      'Attempts allowed': '3',
      'Marks for a correct answer': '2',
      'Marks taken for a wrong answer': '0.66',
      'Marks taken for an unattempted question': '0',
    });
    // A test stays open after it is created, with the way to its question bank.
    await page.getByRole('button', { name: 'Create prelims test' }).click();
    await page.waitForURL(/\/admin\/content\/prelims-tests\/\d+$/);
    const testPage = page.url();
    await page.getByRole('link', { name: /^Question bank/ }).click();
    await heading(page, `Questions: ${testName}`).waitFor();
    await toast(page, 'The prelims test was created.').waitFor({ state: 'detached' });

    // The question bank: the template, a file with a broken row (previewed, not importable), then a clean one.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('questions_template.csv');
    // The byte-order mark first, so Excel reads the Hindi columns as UTF-8 (docs/product.md, "CSV files").
    expect((await readFile(await template.path())).toString('utf8')).toMatch(/^\uFEFFquestion,option_a,option_b/);

    const csvFile = page.getByLabel('CSV file', { exact: true });
    const broken = [CSV_HEADER, GOOD_ROWS[0], '"",Only one option,,,,E,,Polity,tricky'].join('\n');
    await csvFile.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('2 questions read; 1 row has problems.', { exact: false }).waitFor();
    const problems = page.getByRole('table', { name: 'Problems in the file, by row' });
    expect(await problems.getByRole('row').count()).toBe(5); // header + question, options, correct, difficulty of row 3
    expect(await problems.getByRole('cell', { name: 'question', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'admin-question-import-problems-1280');

    const clean = [CSV_HEADER, ...GOOD_ROWS].join('\n');
    await csvFile.setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(clean) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('2 questions read, no problems: ready to import.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-question-import-preview-1280');
    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    await toastShown(page, 'Imported 2 questions.');
    await page.getByRole('heading', { name: '2 questions' }).waitFor();
    // Published once its questions add up to its total.
    await page.goto(testPage);
    await fillForm(page, { Published: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, 'Changes saved.');

    // A new learner buys it on the sandbox checkout.
    const learner = await registerByApi(newLearner());
    const payment = await apiAs<{ redirectURL: string }>(learner, '/v1/payment', {
      method: 'POST',
      body: new URLSearchParams({ subscriptionId: String(subscriptionId), success_url: `${baseURL}/my-subscriptions` }),
    });
    const checkout = await context.newPage();
    await checkout.goto(payment.redirectURL);
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await checkout.waitForURL(/payment=success/);
    await checkout.close();

    // ...and opens the note (with its PDF) and the test (with both questions).
    const mine = await apiAs<{ data: { subscriptions: { id: number }[] } }>(learner, '/v1/modules/subscriptions');
    expect(mine.data.subscriptions.map((subscription) => subscription.id)).toContain(subscriptionId);
    const notes = await apiAs<{
      responseResult: { name: string; isSubscribed: boolean; topicWiseAttachment: unknown }[];
    }>(learner, `/v1/modules/note-library/notes/list?subscriptionId=${subscriptionId}`);
    expect(notes.responseResult).toEqual([expect.objectContaining({ name: noteName, isSubscribed: true })]);
    expect(filePathOf(notes.responseResult[0]?.topicWiseAttachment)).toMatch(/\w/);
    const tests = await apiAs<{
      responseResult: { name: string; isSubscribed: boolean; total_question_count: number }[];
    }>(learner, `/v1/modules/tests/library?subscriptionId=${subscriptionId}`);
    expect(tests.responseResult).toEqual([
      expect.objectContaining({ name: testName, isSubscribed: true, total_question_count: 2 }),
    ]);

    // A subscription with a buyer cannot be deleted: the server's reason shows in the dialog.
    await page.goto('/admin/catalog/subscriptions');
    await page.getByPlaceholder('Search name or slug').fill(subscriptionName);
    await page.getByRole('button', { name: `Delete ${subscriptionName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this subscription?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('This subscription has buyers or orders: unpublish it instead of deleting it.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The learner's page shows what they bought.
    await page.goto(`/admin/learners?q=${encodeURIComponent(String(learner.user.email))}`);
    await page.getByRole('link', { name: /^Open/ }).first().click();
    await page
      .getByRole('table', { name: 'Subscriptions held' })
      .getByRole('cell', { name: subscriptionName, exact: true })
      .waitFor();
    await page.getByRole('table', { name: 'Orders' }).getByRole('cell', { name: 'Paid', exact: true }).waitFor();

    // Support gives them another subscription by hand, then takes it back (after asking).
    const held = page.getByRole('table', { name: 'Subscriptions held' });
    await field(page, 'Subscription').selectOption({ label: 'GS Prelims Notes 2027' });
    await field(page, 'Days').fill('30');
    await page.getByRole('button', { name: 'Grant access' }).click();
    await toastShown(page, 'Access granted.');
    await held.getByRole('cell', { name: 'GS Prelims Notes 2027', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Revoke GS Prelims Notes 2027' }).click();
    await page.getByRole('dialog', { name: 'Revoke this access?' }).getByRole('button', { name: 'Revoke' }).click();
    await toastShown(page, 'Access revoked.');
    await held.getByRole('row').filter({ hasText: 'GS Prelims Notes 2027' }).getByText('Revoked').waitFor();

    // A visitor asks about it: the dashboard counts the lead along with the sale.
    const enquiry = await fetch(`${baseURL}/api/v1/modules/subscriptionEnquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitorAddress() },
      body: new URLSearchParams({
        name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        mobileNumber: '9812345672',
        subscriptionId: String(subscriptionId),
      }),
    });
    expect(enquiry.status).toBe(200);

    await page.goto('/admin');
    await page.getByRole('img', { name: /^Sales/ }).waitFor();
    // Other test files sell and take leads on the same server: the totals are the server's.
    const figures = await apiAs<{ sales: DayTotal[]; enquiries: DayTotal[] }>(admin, '/v1/admin/dashboard?days=30');
    const sales = sum(figures.sales);
    const leads = sum(figures.enquiries);
    expect(sales.amount).toBeGreaterThanOrEqual(1999.5);
    await page
      .getByText(`${rupees(sales.amount)} · ${countOf(sales.count, 'sale', 'sales')}`, { exact: true })
      .waitFor();
    await page.getByText(countOf(leads.count, 'lead', 'leads'), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-dashboard-1280');

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits a phone: the dashboard, the menu drawer and a form at 375 px', async () => {
    const { context, page, errors } = await staffPage(admin, PHONE);
    await page.goto('/admin');
    await page.getByRole('img', { name: /^Sign-ups/ }).waitFor();
    await shot(page, 'admin-dashboard-375');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Subscriptions' }).click();
    await heading(page, 'Subscriptions').waitFor();
    expect(await menu.count()).toBe(0);

    await page.getByRole('link', { name: 'New subscription' }).click();
    await heading(page, 'New subscription').waitFor();
    await page.getByRole('button', { name: 'Create subscription' }).click();
    await page.getByText('Type is required.').waitFor();
    await page.getByText('Price is required.').waitFor();
    await shot(page, 'admin-subscription-form-375');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface MainsTest {
  id: number;
  name: string;
  isOpen?: boolean;
  maximumScore: number;
  marks: number | null;
  evaluatedPDF: unknown;
  remarks?: string;
}

/**
 * A mains test whose answer window is open now and whose answer is not yet evaluated, in one of
 * the demo learner's subscriptions. Tests of "Mains Test Series 2027" are taken last:
 * libraries.e2e.ts marks one of those itself, and the two files share one server.
 */
async function openMainsTest(demo: Session): Promise<{ test: MainsTest; subscriptionId: number; seriesId: number }> {
  const mine = await apiAs<{ data: { subscriptions: { id: number; name: string; libraries: { type: string }[] }[] } }>(
    demo,
    '/v1/modules/subscriptions',
  );
  const candidates: { test: MainsTest; subscriptionId: number; seriesId: number; shared: boolean }[] = [];
  for (const subscription of mine.data.subscriptions) {
    if (!subscription.libraries.some((library) => library.type === 'mains-tests')) continue;
    const series = await apiAs<{ responseResult: { mainsTestSeriesId: number }[] }>(
      demo,
      `/v1/modules/mains/tests/list?subscriptionId=${subscription.id}`,
    );
    for (const { mainsTestSeriesId } of series.responseResult) {
      const tests = await apiAs<{ responseResult: MainsTest[] }>(
        demo,
        `/v1/modules/mains/questions/list?subscriptionId=${subscription.id}&mainsTestSeriesId=${mainsTestSeriesId}`,
      );
      for (const test of tests.responseResult.filter((candidate) => candidate.isOpen && !candidate.evaluatedPDF)) {
        const shared = subscription.name.startsWith('Mains Test Series 2027');
        candidates.push({ test, subscriptionId: subscription.id, seriesId: mainsTestSeriesId, shared });
      }
    }
  }
  const chosen = candidates.find((candidate) => !candidate.shared) ?? candidates[0];
  if (!chosen) throw new Error('the demo learner has no mains test open now');
  return chosen;
}

describe('mains evaluation', () => {
  it('an evaluator marks the demo learner’s answer, and the learner sees the marks', async () => {
    const demo = await loginByApi(DEMO.email, DEMO.password);
    const { test, subscriptionId, seriesId } = await openMainsTest(demo);
    const answer = new FormData();
    answer.set('answerPDFAttachment', new Blob([PDF], { type: 'application/pdf' }), 'answer.pdf');
    // Another browser test may have put the demo learner's answer in already: this one replaces it.
    answer.set('confirm', '1');
    await apiAs(demo, `/v1/modules/mains/tests/${test.id}/upload-answer`, { method: 'POST', body: answer });

    const evaluator = await loginByApi(EVALUATOR.email, EVALUATOR.password);
    const { context, page, errors } = await staffPage(evaluator);
    await page.goto('/admin');
    // Evaluators land on their queue and see nothing else.
    await page.waitForURL((url) => url.pathname === '/admin/evaluation');
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Mains answers', 'Second marking']);
    const queue = page.getByRole('table', { name: 'Answers awaiting evaluation' });
    const row = queue
      .getByRole('row')
      .filter({ hasText: String(demo.user.name) })
      .filter({ hasText: test.name });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-evaluation-queue-1280');

    // The answer opens for reading, then the evaluation goes in with marks over the maximum refused first.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await row.getByRole('button', { name: /^Upload evaluated PDF/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Evaluate/ });
    await field(dialog, 'Marks').fill(String(test.maximumScore + 1));
    await dialog.getByRole('button', { name: 'Save evaluation' }).click();
    await dialog.getByText(`Give marks from 0 to ${test.maximumScore}, with at most two decimals.`).waitFor();
    await dialog.getByText('Please select the evaluated PDF.').waitFor();
    const marks = Math.min(test.maximumScore, 12.5);
    await field(dialog, 'Marks').fill(String(marks));
    await field(dialog, 'Remarks').fill('Good structure; add a diagram and a way forward.');
    await field(dialog, 'Evaluated PDF').setInputFiles({
      name: 'evaluated.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('button', { name: 'Save evaluation' }).click();
    await toastShown(page, 'Evaluation saved.');
    await row.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Evaluated', exact: true }).click();
    const evaluated = page.getByRole('table', { name: 'Evaluated answers' });
    await evaluated
      .getByRole('row')
      .filter({ hasText: test.name })
      .filter({ hasText: `${marks} / ${test.maximumScore}` })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const after = await apiAs<{ responseResult: MainsTest[] }>(
      demo,
      `/v1/modules/mains/questions/list?subscriptionId=${subscriptionId}&mainsTestSeriesId=${seriesId}`,
    );
    const marked = after.responseResult.find((candidate) => candidate.id === test.id);
    expect(marked?.marks).toBe(marks);
    expect(filePathOf(marked?.evaluatedPDF)).toMatch(/\w/);
    expect(marked?.remarks).toBe('Good structure; add a diagram and a way forward.');
  });
});

describe('leads', () => {
  it('lists enquiries, changes a lead’s status and notes, and exports them', async () => {
    for (const [name, mobileNumber] of [
      ['Kavya Menon', '9812345670'],
      ['Rohit Sharma', '9812345671'],
    ] as const) {
      const response = await fetch(`${baseURL}/api/v1/modules/subscriptionEnquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitorAddress() },
        body: new URLSearchParams({
          name,
          email: `${mobileNumber}@example.in`,
          mobileNumber,
          courseName: 'GS Foundation 2027',
          city: 'Pune',
          isUpscExamAttempted: 'no',
        }),
      });
      expect(response.status).toBe(200);
    }
    const { context, page, errors } = await staffPage(admin);
    await page.goto('/admin/leads');
    const inbox = page.getByRole('table', { name: 'Leads' });
    await inbox.getByText('Kavya Menon', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-leads-1280');

    await page.getByRole('button', { name: 'Open the lead from Kavya Menon' }).click();
    const panel = page.getByRole('dialog', { name: 'Kavya Menon' });
    await panel.getByText('GS Foundation 2027').waitFor();
    await field(panel, 'Status').selectOption('contacted');
    await field(panel, 'Notes').fill('Called on Monday; sending the brochure.');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, 'Changes saved.');
    await inbox.getByRole('row').filter({ hasText: 'Kavya Menon' }).getByText('Contacted').waitFor();

    await page.getByLabel('Status').selectOption('contacted');
    await inbox.getByText('Rohit Sharma', { exact: true }).waitFor({ state: 'detached' });
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await readFile(await exported.path())).toString('utf8');
    expect(csv.split('\n')[0]).toBe(
      '\uFEFFreceived,kind,status,name,email,mobile,subscription,course,city,appeared_for_upsc,notes',
    );
    expect(csv).toContain('Kavya Menon');
    expect(csv).not.toContain('Rohit Sharma');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unsaved changes', () => {
  // docs/product.md, "Unsaved changes": a subscription half given to a learner is not lost to the side menu.
  it('asks before the side menu leaves a half-filled grant, stays on Cancel, and lets a granted one go', async () => {
    const learner = newLearner();
    await registerByApi(learner);
    const found = await apiAs<{ items: { id: number }[] }>(
      admin,
      `/v1/admin/learners?q=${encodeURIComponent(learner.email)}`,
    );
    const learnerPage = `/admin/learners/${found.items[0]?.id}`;
    const { context, page, errors } = await staffPage(admin);
    await page.goto(learnerPage);
    const days = page.getByRole('textbox', { name: /Days/ });
    await days.fill('30');
    const dashboard = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' });
    await dashboard.click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.getByText('Your changes to the access to grant will be lost.').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(learnerPage);
    expect(await days.inputValue()).toBe('30');

    await page.getByRole('combobox', { name: /Subscription/ }).selectOption({ label: 'CSAT Test Series 2027' });
    await page.getByRole('button', { name: 'Grant access' }).click();
    await toastShown(page, 'Access granted.');
    await dashboard.click();
    await heading(page, 'Dashboard').waitFor();
    expect(await question.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('access', () => {
  it('tells a learner the console is for staff only', async () => {
    const demo = await loginByApi(DEMO.email, DEMO.password);
    const { context, page } = await staffPage(demo);
    await page.goto('/admin/catalog/subscriptions');
    await heading(page, 'Staff only').waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    await context.close();
  });

  it('asks a visitor to log in, and a staff login there stays in the console', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Login required' }).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Aspirant' });
    await field(dialog, 'Email').fill(ADMIN.email);
    await field(dialog, 'Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await heading(page, 'Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });
});
