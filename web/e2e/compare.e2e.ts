/**
 * Comparing courses (docs/product.md, "Comparing courses") on a 390 px phone, in English and
 * Hindi: Compare on the cards, the sticky "Compare (n)" bar, a fourth course refused, and the
 * compare page's rows with the labels' column staying put while the courses scroll sideways.
 */
import { describe, expect, it } from 'vitest';
import { api, openPage, PHONE_390, seriousViolations, shot } from './browser';
import { hindi } from './hindi';
import { browser } from './shared-browser';

interface Listed {
  name: string;
  slug: string;
}

/** Four courses of the demo, from the server's own lists. */
async function fourCourses(): Promise<Listed[]> {
  const found: Listed[] = [];
  for (const category of ['prelims-tests', 'notes', 'mains-tests', 'video-courses']) {
    const types = await api<{ responseResult: { id: number }[] }>(
      `/v1/modules/types/list?section_category=${category}`,
    );
    for (const type of types.responseResult) {
      const list = await api<{ responseResult: Listed[] }>(`/v1/modules/subscriptions/list?typeId=${type.id}`);
      found.push(...list.responseResult);
      if (found.length >= 4) return found.slice(0, 4);
    }
  }
  throw new Error('the demo has fewer than four courses');
}

describe('compare courses at 390 px', () => {
  for (const language of ['en', 'hi'] as const) {
    const say = (english: string, key: string, values: Record<string, string | number> = {}) =>
      language === 'en' ? english : hindi(key, values);

    it(`picks courses from the cards and compares them side by side (${language})`, async () => {
      const courses = await fourCourses();
      const { page, context, errors } = await openPage(browser, PHONE_390);
      await context.addInitScript((lang) => window.localStorage.setItem('aspirant.language', lang), language);
      await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });

      const compare = say('Compare', 'catalog.compare.add');
      const firstCard = page.getByRole('article').first();
      await firstCard.getByRole('button', { name: new RegExp(`^${compare}`) }).click();
      const bar = page.getByRole('region', { name: say('Courses to compare', 'catalog.compare.barLabel') });
      await expect.poll(() => bar.getByRole('link').textContent()).toContain('1');
      await shot(page, `compare-list-390-${language}`, { fullPage: false });

      // A shared link names the courses; a fourth is refused from a course page.
      await page.goto(`/compare?courses=${courses.map((course) => course.slug).join(',')}`, {
        waitUntil: 'domcontentloaded',
      });
      const table = page.getByRole('table');
      await table.waitFor();
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(courses.slice(0, 3).map((course) => course.name));
      for (const [english, key] of [
        ['Price', 'catalog.compare.rows.price'],
        ['Validity', 'catalog.compare.rows.validity'],
        ['What is included', 'catalog.compare.rows.included'],
        ['Number of tests', 'catalog.compare.rows.tests'],
      ] as const) {
        await table.getByRole('rowheader', { name: say(english, key) }).waitFor();
      }
      // The labels stay in view while the courses scroll sideways.
      const label = table.getByRole('rowheader', { name: say('Price', 'catalog.compare.rows.price') });
      const before = await label.boundingBox();
      await page.getByRole('table').evaluate((element) => element.parentElement?.scrollBy(400, 0));
      await page.waitForTimeout(200);
      expect((await label.boundingBox())?.x).toBe(before?.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('table').evaluate((element) => element.parentElement?.scrollTo(0, 0));
      await shot(page, `compare-page-390-${language}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`refuses a fourth course with a message (${language})`, async () => {
      const courses = await fourCourses();
      const { page, context } = await openPage(browser, PHONE_390);
      await context.addInitScript(
        ([lang, slugs]) => {
          window.localStorage.setItem('aspirant.language', lang);
          window.sessionStorage.setItem('aspirant.compare', slugs);
        },
        [language, JSON.stringify(courses.slice(1, 4).map((course) => course.slug))] as const,
      );
      await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: new RegExp(`^${say('Compare', 'catalog.compare.add')}`) })
        .click();
      await page
        .getByRole('alert')
        .filter({
          hasText: say('You can compare up to 3 courses', 'catalog.compare.full', { limit: '3' }).slice(0, 20),
        })
        .waitFor();
      await shot(page, `compare-full-390-${language}`, { fullPage: false });
      await context.close();
    });
  }
});
