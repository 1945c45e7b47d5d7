import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, launchBrowser, openPage } from './browser';

type PopoverAds = { popoverAds: { id: number; title: string; image: string }[] };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('pop-over ad', () => {
  it('appears once per visit as a corner card, closed by its button or Escape', async () => {
    const { popoverAds } = await api<PopoverAds>('/v1/dynamic-content/popover-ads');
    const ad = popoverAds[0];
    if (!ad) return; // nothing to show: nothing to test

    const { context, page } = await openPage(browser, DESKTOP, { skipPopoverAd: false });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('complementary', { name: 'Advertisement' });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getByRole('img', { name: ad.title }).getAttribute('src')).toBe(`/files/${ad.image}`);

    // Not a modal: the page behind stays usable while the card is open.
    const box = await card.boundingBox();
    expect(box && box.width < DESKTOP.width / 2 && box.height < DESKTOP.height).toBe(true);
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await card.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // Same visit: a reload does not bring it back.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('#hero-title').waitFor();
    await page.waitForTimeout(2500);
    expect(await card.count()).toBe(0);
    await context.close();

    // A new visit shows it again; the close button works.
    const second = await openPage(browser, DESKTOP, { skipPopoverAd: false });
    await second.page.goto('/', { waitUntil: 'domcontentloaded' });
    const secondCard = second.page.getByRole('complementary', { name: 'Advertisement' });
    await secondCard.waitFor({ timeout: 10_000 });
    await secondCard.getByRole('button', { name: 'Close advertisement' }).click();
    await secondCard.waitFor({ state: 'detached' });
    await second.context.close();
  });
});
