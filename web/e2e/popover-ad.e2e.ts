/**
 * The pop-over ad (docs/product.md, "The pop-over ad"): at most once a day per visitor, never on
 * the pages where a learner works or pays, never over a control of the page, closed by Escape
 * with the focus given back. Against the real server, at 1280 and 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, startLoggedIn } from './accounts';
import { api, DESKTOP, openPage, PHONE_390, shot } from './browser';
import { AD_AVOIDS } from '../src/features/content/rules/popover-ad';
import { browser } from './shared-browser';

type PopoverAds = { popoverAds: { id: number; title: string; image: string }[] };

/** A budget phone's first screen, where the home page's main button sits near the bottom. */
const SMALL_PHONE = { width: 390, height: 664 };

let adTitle: string | undefined;

beforeAll(async () => {
  adTitle = (await api<PopoverAds>('/v1/dynamic-content/popover-ads')).popoverAds[0]?.title;
});

function adOf(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Advertisement' });
}

/** No control of the page on screen is under the ad while it shows (waiting out of sight covers nothing). */
async function expectControlsClear(page: Page, ad: Locator) {
  if (!(await ad.isVisible())) return;
  const covered = await page.evaluate((selector) => {
    const card = document.querySelector('[data-popover-ad]')?.getBoundingClientRect();
    if (!card) return ['no ad'];
    return Array.from(document.querySelectorAll(selector))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < card.right &&
          card.left < box.right &&
          box.top < card.bottom &&
          card.top < box.bottom
        );
      })
      .map((element) => element.outerHTML.slice(0, 120));
  }, AD_AVOIDS);
  expect(covered).toEqual([]);
}

/** The pop-over ads' list as the page fetches it on each load. */
function adsArrive(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().endsWith('/api/v1/dynamic-content/popover-ads'));
}

/**
 * Waits until the page would have shown the ad by now, had it been allowed to: the list of ads
 * has come (`arrived`, asked for before the page loaded) and the page has settled, then the
 * page's own clock (installed on its context before it loaded) is moved on 3.5 s, past the ad's
 * wait of 1.5 s, so its timers fire at once instead of the test waiting for them; two frames
 * later whatever they showed is drawn. Only then does an ad's absence mean something.
 */
async function adWaitIsOver(page: Page, arrived: Promise<unknown>) {
  await arrived;
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(3500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The day in India, as the ad counts days. */
function dayInIndia(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

describe('pop-over ad', () => {
  it('appears once a day, covers no control, and Escape closes it and gives focus back', async () => {
    if (!adTitle) return; // nothing to show: nothing to test
    const { context, page } = await openPage(browser, DESKTOP, { skipPopoverAd: false });
    await context.clock.install(); // its time runs on as usual until adWaitIsOver moves it
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const ad = adOf(page);
    await ad.waitFor({ timeout: 10_000 });
    expect(await ad.getByRole('img', { name: adTitle }).isVisible()).toBe(true);
    // At 1280 px the hero's "Explore test series" sits in the bottom-left corner: the ad goes elsewhere.
    await expectControlsClear(page, ad);
    await shot(page, 'popover-ad-home-1280', { fullPage: false });

    // Not a modal: the page behind stays usable while the card is open.
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    // Down at the questions every corner may hold a button: the ad waits out of sight there, and
    // is back on the first screen.
    await expectControlsClear(page, ad);
    await page.evaluate(() => window.scrollTo(0, 0));
    await ad.waitFor({ timeout: 5_000 });
    await expectControlsClear(page, ad);

    // Tabbing into the card and pressing Escape hands the focus back where it was.
    await ad.getByRole('button', { name: 'Close advertisement' }).focus();
    await page.keyboard.press('Escape');
    await ad.waitFor({ state: 'detached' });
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);

    // The same day: neither a reload nor another tab brings it back.
    const reloaded = adsArrive(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('#hero-title').waitFor();
    await adWaitIsOver(page, reloaded);
    expect(await ad.count()).toBe(0);
    const tab = await context.newPage();
    const opened = adsArrive(tab);
    await tab.goto('/notes', { waitUntil: 'domcontentloaded' });
    await adWaitIsOver(tab, opened);
    expect(await adOf(tab).count()).toBe(0);

    // The next day it may appear again; its close button works too.
    await tab.evaluate(
      (yesterday) => localStorage.setItem('aspirant.popoverAdSeenOn', yesterday),
      dayInIndia(new Date(Date.now() - 24 * 60 * 60 * 1000)),
    );
    await tab.reload({ waitUntil: 'domcontentloaded' });
    await adOf(tab).waitFor({ timeout: 10_000 });
    await adOf(tab).getByRole('button', { name: 'Close advertisement' }).click();
    await adOf(tab).waitFor({ state: 'detached' });
    await context.close();
  });

  it('never appears where a learner works or pays, and waits for a page where it may', async () => {
    if (!adTitle) return;
    const demo = await loginByApi('demo@aspirant.test', 'demo12345');
    const notes = (await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/gs-prelims-notes-2027'))
      .responseResult.id;
    const library = Buffer.from(`e2e.${Date.now()}.${notes}`).toString('base64url');
    const series = (await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/prelims-test-series-2027'))
      .responseResult.id;
    const tests = await api<{ responseResult: { id: number }[] }>(`/v1/modules/tests/library?subscriptionId=${series}`);
    const testId = tests.responseResult[0]?.id;
    if (!testId) throw new Error('the demo prelims library is empty');
    const { context, page } = await openPage(browser, PHONE_390, { skipPopoverAd: false });
    await startLoggedIn(context, demo);
    await context.clock.install();
    for (const address of [
      '/profile',
      '/my-subscriptions',
      `/notes/library/${library}`,
      `/check-attempted-test?testId=${testId}`,
      `/check-ranking?testId=${testId}`,
      `/notes/${notes}?payment=cancelled`,
    ]) {
      const arrived = adsArrive(page);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await adWaitIsOver(page, arrived);
      expect(await adOf(page).count(), address).toBe(0);
    }
    // Not shown yet, so the first page that allows it shows it.
    await page.goto('/notes', { waitUntil: 'domcontentloaded' });
    await adOf(page).waitFor({ timeout: 10_000 });
    await expectControlsClear(page, adOf(page));
    await shot(page, 'popover-ad-notes-390', { fullPage: false });
    // Off to a working page, it goes.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await adOf(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('on a small phone moves off every control, as the page scrolls too', async () => {
    if (!adTitle) return;
    const { context, page } = await openPage(browser, SMALL_PHONE, { skipPopoverAd: false });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const ad = adOf(page);
    await ad.waitFor({ timeout: 10_000 });
    await page.waitForTimeout(700);
    await expectControlsClear(page, ad);
    await shot(page, 'popover-ad-home-390', { fullPage: false });

    // Scroll so that the main button comes to each end of the screen in turn.
    const action = page.locator('main .btn-primary').first();
    for (const offset of [SMALL_PHONE.height - 70, 120]) {
      await page.evaluate(
        ([selector, to]) => {
          const element = document.querySelector(selector as string);
          if (element) window.scrollBy(0, element.getBoundingClientRect().top - (to as number));
        },
        ['main .btn-primary', offset],
      );
      await page.waitForTimeout(400);
      expect(await action.isVisible()).toBe(true);
      await expectControlsClear(page, ad);
    }
    await page.keyboard.press('Escape');
    await ad.waitFor({ state: 'detached' });
    await context.close();
  });
});
