/**
 * A bilingual test (docs/product.md, "Languages of a test"): a new learner of the demo's series
 * chooses Hindi as the default language on the start page, reads the questions in Hindi, switches
 * a question to English and back without losing the answer or the review mark, submits, and reads
 * the solutions in both languages, Hindi first. At 1280 and 390 px, against the real server.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, grantInConsole, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import { api, DESKTOP, openPage, PHONE_390, seriousViolations, shotsAt } from './browser';
import { submitTest } from './prelims';
import { browser } from './shared-browser';

interface ApiTest {
  id: number;
  name: string;
  slug: string;
  languages: string[];
  total_question_count: number;
}

let bilingual: ApiTest;

beforeAll(async () => {
  const demo = await loginByApi('demo@aspirant.test', 'demo12345');
  const series = await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/prelims-test-series-2027');
  const tests = await apiAs<{ responseResult: ApiTest[] }>(
    demo,
    `/v1/modules/tests/library?subscriptionId=${series.responseResult.id}`,
  );
  const found = tests.responseResult.find((test) => test.languages.includes('en') && test.languages.includes('hi'));
  if (!found) throw new Error('the demo series has no bilingual test');
  bilingual = found;
});

/** A new learner who holds the demo series, granted as staff would from the console. */
async function subscriber(): Promise<Session> {
  const learner = newLearner();
  const session = await registerByApi(learner);
  const admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const series = await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/prelims-test-series-2027');
  await grantInConsole(admin, learner.email, series.responseResult.id);
  return session;
}

function question(page: Page) {
  return page.getByRole('main').getByRole('article').first();
}

describe('a bilingual test', () => {
  for (const viewport of [DESKTOP, PHONE_390]) {
    it(`switches language per question without losing the answer, at ${viewport.width} px`, async () => {
      const learner = await subscriber();
      const { context, page, errors } = await openPage(browser, viewport);
      await startLoggedIn(context, learner);
      await page.goto(`/quiz/${bilingual.slug}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: bilingual.name }).waitFor();

      // The start page's default language: Hindi, remembered for this learner.
      const defaults = page.getByRole('group', { name: 'Default language' });
      await defaults.getByRole('button', { name: 'हिन्दी' }).click();
      expect(await defaults.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
      await shotsAt(page, `bilingual-start-${viewport.width}`, [[String(viewport.width), viewport]]);
      await page.getByRole('button', { name: 'Start Test' }).click();
      await page.getByText(`Question 1 of ${bilingual.total_question_count}`, { exact: true }).waitFor();

      // Question 1 opens in Hindi.
      await question(page).locator('[lang="hi"]').first().waitFor();
      const hindiText = await question(page).locator('[lang="hi"]').first().textContent();
      expect(hindiText).toMatch(/[\u0900-\u097F]/u);
      await question(page).locator('fieldset label').nth(2).click();
      await page.getByRole('button', { name: 'Review Later' }).click();
      await expect.poll(() => page.getByRole('radio').nth(2).isChecked()).toBe(true);

      // To English and back: the same option chosen, still marked.
      const switcher = page.getByRole('group', { name: 'Question language' });
      await switcher.getByRole('button', { name: 'English' }).click();
      await question(page).locator('[lang="en"]').first().waitFor();
      expect(await question(page).locator('[lang="en"]').first().textContent()).not.toMatch(/[\u0900-\u097F]/u);
      expect(await page.getByRole('radio').nth(2).isChecked()).toBe(true);
      await question(page).getByText('Marked for review').waitFor();
      await shotsAt(page, `bilingual-running-en-${viewport.width}`, [[String(viewport.width), viewport]]);
      await switcher.getByRole('button', { name: 'हिन्दी' }).click();
      await question(page).locator('[lang="hi"]').first().waitFor();
      expect(await page.getByRole('radio').nth(2).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAt(page, `bilingual-running-hi-${viewport.width}`, [[String(viewport.width), viewport]]);

      // Submitted, the solutions show Hindi first, English after.
      await submitTest(page);
      const first = page.locator('#review-question-1');
      await first.waitFor();
      const texts = await first
        .locator('[lang]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')));
      expect(texts.slice(0, 2)).toEqual(['hi', 'en']);
      await first.getByText('Your answer').waitFor();
      await first.scrollIntoViewIfNeeded();
      await shotsAt(page, `bilingual-review-${viewport.width}`, [[String(viewport.width), viewport]]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the console', () => {
  it('edits a question and its Hindi version side by side, and a save keeps the Hindi version', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, admin);
    await page.goto(`/admin/content/prelims-tests/${bilingual.id}/questions`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Edit question 2', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question 2' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Question in Hindi').inputValue()).toMatch(/[\u0900-\u097F]/u);
    expect(await dialog.getByLabel('Option B in Hindi').inputValue()).toBe('राष्ट्रपति');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAt(page, 'bilingual-console-question', [['1280', DESKTOP]]);

    await dialog.getByLabel('Explanation in Hindi').fill('अनुच्छेद 324(2) के अंतर्गत नियुक्ति राष्ट्रपति करते हैं।');
    await dialog.getByRole('button', { name: 'Save question' }).click();
    await dialog.waitFor({ state: 'detached' });
    const bank = await apiAs<{
      items: { translations: Record<string, { description: string; explanation: string; options: string[] }> }[];
    }>(admin, `/v1/admin/prelims-tests/${bilingual.id}/questions`);
    const hindi = bank.items[1]?.translations.hi;
    expect(hindi?.options).toEqual(['प्रधानमंत्री', 'राष्ट्रपति', 'भारत के मुख्य न्यायाधीश', 'संसद']);
    expect(hindi?.explanation).toBe('अनुच्छेद 324(2) के अंतर्गत नियुक्ति राष्ट्रपति करते हैं।');
    expect(errors).toEqual([]);
    await context.close();
  });
});
