/**
 * The languages of library items (docs/product.md, "Languages of notes, tests and videos"): the
 * demo learner opens the notes library, sees the Hindi note labelled 'हिन्दी', narrows the library
 * to Hindi (the English notes go, the choice stays in the address), and downloads the note's
 * Hindi PDF; a library with nothing in Hindi says so; the Hindi interface names the languages in
 * Hindi. At 1280 and 390 px, against the real server; screenshots under /tmp.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations } from './browser';
import { hindi } from './hindi';
import { browser } from './shared-browser';

const HINDI_NOTE = 'भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार';
const SHOTS = '/tmp';

let demo: Session;

interface MySubscription {
  id: number;
  name: string;
}

/** The id of the demo learner's subscription whose name starts with `name`. */
async function demoSubscriptionId(name: string): Promise<number> {
  const answer = await apiAs<{ data: { subscriptions: MySubscription[] } }>(demo, '/v1/modules/subscriptions');
  const found = answer.data.subscriptions.find((subscription) => subscription.name.startsWith(name));
  if (!found) throw new Error(`the demo learner has no subscription called ${name}`);
  return found.id;
}

/** An opaque library id made as src/lib/library-id.ts makes it (base64url of random.time.id). */
function libraryId(subscriptionId: number): string {
  const random = Math.random().toString(36).slice(2, 10);
  return Buffer.from(`${random}.${Date.now()}.${subscriptionId}`).toString('base64url');
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The label on a card: the visible word, not the phrase said to screen readers. */
function label(scope: Locator, text: string): Locator {
  return scope.locator('[data-language]').getByText(text, { exact: true });
}

async function shotAt(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  demo = await loginByApi('demo@aspirant.test', 'demo12345');
});

describe('languages of library items', () => {
  it('labels the Hindi note, filters the notes to Hindi and downloads its Hindi PDF', async () => {
    const subscriptionId = await demoSubscriptionId('GS Prelims Notes 2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/notes/library/${libraryId(subscriptionId)}`);
    await page.getByRole('heading', { level: 1, name: 'Notes Library' }).waitFor();

    const hindiNote = card(page, HINDI_NOTE);
    await label(hindiNote, 'हिन्दी').waitFor();
    const english = card(page, 'Indian Polity: Constitution, Rights and the Basic Structure');
    await label(english, 'English').waitFor();
    await shotAt(page, 'languages-notes-all');

    // The filter: a labelled group of radio buttons, reached and moved with the keyboard.
    const filter = page.getByRole('group', { name: 'Language' });
    const all = filter.getByRole('radio', { name: 'All languages' });
    expect(await all.isChecked()).toBe(true);
    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => filter.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await english.waitFor();
    await hindiNote.waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => filter.getByRole('radio', { name: 'Hindi' }).isChecked()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('language') === 'hi');
    await english.waitFor({ state: 'detached' });
    await label(hindiNote, 'हिन्दी').waitFor();
    // Every card left can be read in Hindi: Hindi or bilingual.
    for (const article of await page.getByRole('article').all()) {
      expect(await article.locator('[data-language]').getAttribute('data-language')).toMatch(/^(hi|bilingual)$/);
    }
    await shotAt(page, 'languages-notes-hindi');

    // Its Topic Wise PDF: the server answers a PDF, and the browser saves it.
    const [response, saved] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('/api/v1/modules/download')),
      page.waitForEvent('download'),
      hindiNote.getByRole('button', { name: 'Topic Wise PDF' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await readFile(await saved.path());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.includes('NotoSansDevanagari')).toBe(true);
    expect(saved.suggestedFilename()).toMatch(/_topic\.pdf$/);

    // A reload keeps the choice.
    await page.reload();
    await label(card(page, HINDI_NOTE), 'हिन्दी').waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Hindi' }).isChecked()).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when a library has nothing in the language, and offers every language again', async () => {
    const subscriptionId = await demoSubscriptionId('Mains Test Series 2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/mains-tests/list/${libraryId(subscriptionId)}`);
    const first = page.getByRole('article').first();
    await label(first, 'English').waitFor();
    await page.getByRole('group', { name: 'Language' }).getByText('Hindi', { exact: true }).click();
    await page.getByText('Nothing in this library is in Hindi yet.').waitFor();
    // The series' daily question stays (docs/product.md, "Daily answer writing"); no test does.
    const daily = page.getByRole('region', { name: 'Daily answer writing' });
    expect(await page.getByRole('article').count()).toBe(await daily.getByRole('article').count());
    await shotAt(page, 'languages-mains-none-in-hindi');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show all languages' }).click();
    await first.waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'All languages' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the languages in Hindi in the Hindi interface', async () => {
    const subscriptionId = await demoSubscriptionId('UPPSC Complete Course');
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, demo);
    await context.addInitScript(() => window.localStorage.setItem('aspirant.language', 'hi'));
    await page.goto(`/video-courses/library/${libraryId(subscriptionId)}`);
    await page
      .getByRole('link', { name: hindi('libraries.videos.libraryCard.watch') })
      .first()
      .click();
    const lecture = page.getByRole('article').first();
    await label(lecture, hindi('libraries.languages.badge.bilingual')).waitFor();
    const filter = page.getByRole('group', { name: hindi('libraries.languages.filter.label') });
    await filter.getByText(hindi('libraries.languages.names.hi'), { exact: true }).click();
    await label(lecture, 'द्विभाषी').waitFor();
    await shotAt(page, 'languages-videos-hi');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
