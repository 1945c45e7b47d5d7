/**
 * The interface in Hindi (docs/product.md, "Languages of the interface"): a visitor switches the
 * header to 'हिन्दी', the choice survives a reload, the sign-in dialog and its refusal of a wrong
 * password are in Hindi; a learner of the demo series then takes the bilingual test, which
 * opens in Hindi, switches a question to English and back, submits, and reads the solutions
 * Hindi first among Hindi labels. At 1280 and 390 px, against the real server.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, grantInConsole, loginByApi, newLearner, registerByApi } from './accounts';
import { api, DESKTOP, openPage, PHONE_390, seriousViolations, shot } from './browser';
import { DEVANAGARI, hindi, spacedDevanagari } from './hindi';
import { browser } from './shared-browser';

interface ApiTest {
  name: string;
  slug: string;
  languages: string[];
  total_question_count: number;
}

let bilingual: ApiTest;
let seriesId: number;

beforeAll(async () => {
  const demo = await loginByApi('demo@aspirant.test', 'demo12345');
  const series = await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/prelims-test-series-2027');
  seriesId = series.responseResult.id;
  const tests = await apiAs<{ responseResult: ApiTest[] }>(
    demo,
    `/v1/modules/tests/library?subscriptionId=${seriesId}`,
  );
  const found = tests.responseResult.find((test) => test.languages.join() === 'en,hi');
  if (!found) throw new Error('the demo series has no bilingual test');
  bilingual = found;
});

/** A field by its label, which may go on with the required mark (`\b` knows no Devanagari). */
function labelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}(\\s|\\*|$)`, 'u')).first();
}

/** Opens the phone menu when the header's entries are folded into it. */
async function headerEntries(page: Page, phone: boolean, menuLabel: string) {
  if (phone) await page.getByRole('button', { name: menuLabel }).click();
  return page.getByRole('banner');
}

describe('the interface in Hindi', () => {
  for (const viewport of [DESKTOP, PHONE_390]) {
    const phone = viewport.width < 1024;
    it(`reads in Hindi from the header's switch to the solutions, at ${viewport.width} px`, async () => {
      const learner = newLearner();
      await registerByApi(learner);
      const admin = await loginByApi('admin@aspirant.test', 'admin12345');
      await grantInConsole(admin, learner.email, seriesId);

      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      // The switch names Hindi in Hindi; the page follows at once and says it is Hindi.
      let header = await headerEntries(page, phone, 'Open menu');
      await header.getByRole('button', { name: 'हिन्दी' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');

      // Remembered across visits.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await seriousViolations(page)).toEqual([]);
      // No label pulls Devanagari apart with letter-spacing, whatever its tracking utility.
      expect(await spacedDevanagari(page)).toEqual([]);
      await shot(page, `hindi-home-${viewport.width}`, { fullPage: false });

      // A course page's tracked labels ('ऑफ़र मूल्य', its section's name) read as words.
      await page.goto('/prelims-tests/prelims-test-series-2027', { waitUntil: 'domcontentloaded' });
      await page.getByText(hindi('catalog.price.offerPrice'), { exact: true }).waitFor();
      expect(await spacedDevanagari(page)).toEqual([]);
      await shot(page, `hindi-course-${viewport.width}`, { fullPage: false });

      // The sign-in dialog in Hindi, and its refusal of a wrong password too.
      header = await headerEntries(page, phone, hindi('layout.header.openMenu'));
      await header.getByRole('button', { name: hindi('common.actions.login'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: hindi('auth.dialog.title', { product: 'Aspirant' }) });
      await dialog.waitFor();
      await labelled(dialog, hindi('auth.forms.labels.email')).fill(learner.email);
      await labelled(dialog, hindi('auth.forms.labels.password')).fill('not-the-password1');
      await dialog.getByRole('button', { name: hindi('auth.login.submit'), exact: true }).click();
      const refusal = dialog.getByRole('alert').first();
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(DEVANAGARI);
      await shot(page, `hindi-login-${viewport.width}`, { fullPage: false });
      await labelled(dialog, hindi('auth.forms.labels.password')).fill(learner.password);
      await dialog.getByRole('button', { name: hindi('auth.login.submit'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // The bilingual test opens in the interface's language, without being asked.
      await page.goto(`/quiz/${bilingual.slug}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: bilingual.name }).waitFor();
      const defaults = page.getByRole('group', { name: hindi('quiz.start.defaultLanguage.title') });
      expect(await defaults.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
      await shot(page, `hindi-start-${viewport.width}`);
      await page.getByRole('button', { name: hindi('quiz.start.start') }).click();
      await page
        .getByText(hindi('quiz.progress.text', { number: 1, total: bilingual.total_question_count }), { exact: true })
        .waitFor();
      const question = page.getByRole('main').getByRole('article').first();
      await question.locator('[lang="hi"]').first().waitFor();
      await question.locator('fieldset label').nth(1).click();

      // To English and back: the answer stays.
      const switcher = page.getByRole('group', { name: hindi('quiz.languageSwitch.label') });
      await switcher.getByRole('button', { name: 'English' }).click();
      await question.locator('[lang="en"]').first().waitFor();
      expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
      await switcher.getByRole('button', { name: 'हिन्दी' }).click();
      await question.locator('[lang="hi"]').first().waitFor();
      expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await spacedDevanagari(page)).toEqual([]);
      await shot(page, `hindi-running-${viewport.width}`);

      // Submitted: Hindi labels, the solutions in Hindi first.
      await page.getByRole('button', { name: hindi('quiz.controls.submit'), exact: true }).click();
      await page.getByRole('button', { name: hindi('quiz.review.submit') }).click();
      await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: bilingual.name }).waitFor();
      const first = page.locator('#review-question-1');
      await first.getByText(hindi('results.reviewQuestion.yourAnswer'), { exact: true }).waitFor();
      const languages = await first
        .locator('[lang]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')));
      expect(languages.slice(0, 2)).toEqual(['hi', 'en']);
      await first.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await spacedDevanagari(page)).toEqual([]);
      await shot(page, `hindi-review-${viewport.width}`, { fullPage: false });

      // And back to English from the header.
      header = await headerEntries(page, phone, hindi('layout.header.openMenu'));
      await header.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await first.getByText('Your answer', { exact: true }).waitFor();
      // The account keeps the choice too, for the e-mails the learner does not ask for.
      const token = await page.evaluate(() => window.localStorage.getItem('sessionToken'));
      const session = { token: token ?? '', user: {} };
      const savedLanguage = async () =>
        (await apiAs<{ body: { additionalInfo: { language: string } } }>(session, '/v1/modules/user/profile')).body
          .additionalInfo.language;
      await expect.poll(savedLanguage).toBe('en');
      // The one failed load is the wrong password's 401.
      expect(errors.filter((message) => !/401 \(Unauthorized\)/.test(message))).toEqual([]);
      await context.close();
      // A whole journey through six pages and a test, on a shared machine.
    }, 150_000);
  }
});
