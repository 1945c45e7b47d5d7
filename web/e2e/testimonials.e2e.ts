/**
 * Testimonials when the video site cannot be reached (docs/product.md, "Testimonials"): the card
 * keeps its portrait and words and says so, instead of the browser's grey error page in the
 * player's place; once the site answers, Try again plays the video. At 390 px, in English and Hindi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE_390, screenshotDir } from './browser';
import { browser } from './shared-browser';

const VIDEO_SITE = /youtube(-nocookie)?\.com/u;

/** The testimonial card wholly on screen in the carousel, and its Play button. */
async function visibleCard(page: Page) {
  const section = page.locator('#testimonials');
  const slide = section.locator('[role="group"][aria-roledescription]:not([aria-hidden="true"]):not([inert])').first();
  // The section loads as it nears the screen; a page the app draws (in Hindi) grows above it meanwhile.
  await expect
    .poll(
      async () => {
        await section.scrollIntoViewIfNeeded().catch(() => undefined); // replaced while it loads
        return slide.locator('figure').count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return slide;
}

describe('testimonials', () => {
  for (const [language, words] of [
    ['en', { unreachable: 'The video site cannot be reached from this connection.', retry: 'Try again' }],
    ['hi', { unreachable: 'इस कनेक्शन पर वीडियो साइट नहीं खुल रही है।', retry: 'फिर से कोशिश करें' }],
  ] as const) {
    it(`say so when the video site cannot be reached, and play once it answers (${language})`, async () => {
      const { context, page } = await openPage(browser, PHONE_390);
      await context.addInitScript((lang) => localStorage.setItem('aspirant.language', lang), language);
      // The network to the video site is down (a later route comes first).
      await context.route(VIDEO_SITE, (route) => route.abort('internetdisconnected'));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const slide = await visibleCard(page);
      const name = (await slide.locator('figcaption p').first().textContent()) ?? '';
      await slide.locator('figure button').first().click();

      await slide.getByRole('status').getByText(words.unreachable).waitFor();
      // The card keeps its words and portrait; no player frame is left grey in their place.
      expect(await slide.locator('figcaption').getByText(name, { exact: true }).isVisible()).toBe(true);
      expect(await slide.locator('iframe').count()).toBe(0);
      expect(await slide.locator('img').first().isVisible()).toBe(true);
      await page
        .locator('#testimonials')
        .screenshot({ path: `${screenshotDir}/testimonials-unreachable-${language}-390.png` });

      // The site answers again: Try again plays the video.
      await context.unroute(VIDEO_SITE);
      await slide.getByRole('button', { name: words.retry }).click();
      await slide.locator('iframe').waitFor();
      await context.close();
    });
  }
});
