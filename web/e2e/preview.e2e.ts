/**
 * Preview as a learner (docs/product.md): staff open an unpublished test from the console, walk
 * the learner's own test screen, submit, and read the review a learner would get, with nothing
 * recorded: no attempt, no item statistics, and a reload of the review finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, loginByApi, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE_390, shot } from './browser';
import { newPrelimsTest } from './prelims';
import { browser } from './shared-browser';

const BANNER = 'Preview as a learner: the test as learners see it. Nothing you answer is recorded.';

describe('preview as a learner', () => {
  it('walks the learner screens of an unpublished test and records nothing', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const test = await newPrelimsTest(admin, { name: 'Preview Mock', slugPrefix: 'preview' });
    // Staff preview a test before learners see it.
    await apiAs(admin, `/v1/admin/prelims-tests/${test.id}`, {
      method: 'PATCH',
      body: new URLSearchParams({ is_published: '0' }),
    });

    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await startLoggedIn(context, admin);
      await page.goto(`/admin/content/prelims-tests/${test.id}`);
      const link = page.getByRole('link', { name: 'Preview Preview Mock as a learner (opens in a new tab)' });
      expect(await link.getAttribute('target')).toBe('_blank');
      const href = await link.getAttribute('href');
      expect(href).toBe(`/quiz/${test.slug}/preview`);

      await page.setViewportSize(PHONE_390);
      await page.goto(href ?? '');
      await page.getByText(BANNER).waitFor();
      // Question 1 right (option B), question 2 wrong (option A), question 3 left: 2 − 0.66.
      await page.locator('fieldset label').nth(1).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('fieldset label').nth(0).click();
      await shot(page, 'preview-running-390', { fullPage: false });
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit and Finish' }).click();
      await page.waitForURL((url) => url.pathname === `/quiz/${test.slug}/preview/review`);
      await page.getByRole('heading', { level: 1, name: 'Preview: Preview Mock' }).waitFor();
      await page.getByText('Nothing of this preview was recorded', { exact: false }).waitFor();
      await expect.poll(() => page.getByText('1.34', { exact: false }).first().isVisible()).toBe(true);
      // The explanation and key are there; there is nothing to report or challenge from a preview.
      expect(await page.getByRole('button', { name: /report/i }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'All attempts' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Question paper (PDF)' }).count()).toBe(0);
      await shot(page, 'preview-review-390');

      // Nothing was recorded: no attempt of the test, no takers in its statistics.
      const record = await apiAs<{ item: { attempt_count: number } }>(admin, `/v1/admin/prelims-tests/${test.id}`);
      expect(record.item.attempt_count).toBe(0);
      const stats = await apiAs<{ item: { takers: number } }>(admin, `/v1/admin/prelims-tests/${test.id}/item-stats`);
      expect(stats.item.takers).toBe(0);

      // The review lives only in the tab that got it (a reload keeps it): its address opened in
      // another tab finds nothing.
      const other = await context.newPage();
      await other.goto(`/quiz/${test.slug}/preview/review`);
      await other.getByText('This preview has ended, and nothing of it was kept.').waitFor();
      await other.getByRole('link', { name: 'Preview again' }).click();
      await other.getByText(BANNER).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
