/**
 * Public pages come with their bodies rendered by the server (internal/pages, docs/product.md
 * "Fast on a budget phone"): the HTML a phone receives is the page, painted before any script
 * runs, and the app then takes that markup over instead of drawing it again. A learner who is
 * signed in, or reads in Hindi, gets the page drawn by the app, as before.
 */
import { describe, expect, it } from 'vitest';
import { loginByApi, startLoggedIn } from './accounts';
import { api, baseURL, DESKTOP, expectH1, openPage, PHONE, shot } from './browser';
import { browser } from './shared-browser';

interface Subscription {
  id: number;
  name: string;
  slug: string;
  price: number;
}

/** The first mains course a visitor sees, from the server's own answers. */
async function firstMainsCourse(): Promise<Subscription> {
  const [type] = (
    await api<{ responseResult: { id: number }[] }>('/v1/modules/types/list?section_category=mains-tests')
  ).responseResult;
  const [course] = (await api<{ responseResult: Subscription[] }>(`/v1/modules/subscriptions/list?typeId=${type?.id}`))
    .responseResult;
  if (!course) throw new Error('the demo has no mains course');
  return course;
}

/**
 * The page's HTML once the server has rendered it: the first visit after a change is served for
 * the app to draw and starts the render for the next one (internal/pages), so this asks again.
 */
async function renderedHtml(path: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    if (html.includes('data-entry=') || attempt === 50) return html;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

describe('a public page rendered by the server', () => {
  it('is in the HTML the server sends: the course, its price, and no script before the first paint', async () => {
    const course = await firstMainsCourse();
    const html = await renderedHtml(`/mains-tests/${course.slug}`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1`);
    expect(root).toContain(course.name.replaceAll('&', '&amp;'));
    expect(root).toContain(rupees(course.price));
    // The app's scripts are started by /boot.js after the paint, not fetched with the page.
    expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/u);

    // A learner's own page is the app's: no body, the scripts as usual.
    const login = await (await fetch(`${baseURL}/login`)).text();
    expect(login).toContain('<div id="root"></div>');
    expect(login).toContain('<script type="module"');
  });

  it('shows the whole page on a phone that runs no script', async () => {
    const course = await firstMainsCourse();
    await renderedHtml(`/mains-tests/${course.slug}`);
    await renderedHtml('/');
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/mains-tests/${course.slug}`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    await page.getByText(rupees(course.price), { exact: true }).first().waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Prelims Tests' }).first().waitFor();
    await shot(page, 'server-rendered-home-no-script-375');
    await context.close();
  });

  it('is taken over by the app, not drawn again, and then works', async () => {
    const course = await firstMainsCourse();
    await renderedHtml(`/mains-tests/${course.slug}`);
    const { context, page, errors } = await openPage(browser, PHONE);
    // Mark the server's heading before the app's script may run: if the app drew the page again
    // (a markup it does not agree with), the mark would be gone with the old heading.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/u, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto(`/mains-tests/${course.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: course.name });
    await heading.waitFor();
    await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    release();
    await loaded; // the app runs
    expect(await heading.getAttribute('data-from-server')).toBe('yes');

    // It works: the enquiry panel opens, and a link goes on within the app.
    await page.getByRole('button', { name: 'Enquire Now' }).click();
    await page.getByRole('region', { name: 'Speak to our admission team' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the price in Inter without fetching Inter’s Latin Extended file', async () => {
    const course = await firstMainsCourse();
    await renderedHtml(`/mains-tests/${course.slug}`);
    const { context, page, errors } = await openPage(browser, PHONE);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && !request.url().startsWith('data:')) fonts.push(request.url());
    });
    await page.goto(`/mains-tests/${course.slug}`, { waitUntil: 'networkidle' });
    const price = page.getByText(rupees(course.price), { exact: true }).first();
    await price.waitFor();
    await page.evaluate(() => document.fonts.ready);

    // Every glyph of the price, the rupee sign among them, comes from Inter (the browser's own
    // account of the fonts it drew the text with).
    await price.evaluate((element) => element.setAttribute('data-price', ''));
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-price]' });
    await cdp.send('CSS.enable');
    const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(drawnWith.map((font) => font.familyName)).toEqual(['Inter']);
    expect(drawnWith[0]?.isCustomFont).toBe(true);

    expect(fonts.some((url) => url.includes('inter-latin-wght'))).toBe(true);
    expect(fonts.filter((url) => url.includes('latin-ext'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in learner and a Hindi reader get the page drawn for them', async () => {
    const session = await loginByApi('demo@aspirant.test', 'demo12345');
    const learner = await openPage(browser, DESKTOP);
    await startLoggedIn(learner.context, session);
    await learner.page.goto('/prelims-tests');
    await expectH1(learner.page, 'Prelims Tests');
    await learner.page.getByRole('link', { name: 'My Profile' }).first().waitFor();
    expect(learner.errors).toEqual([]);
    await learner.context.close();

    const reader = await openPage(browser, PHONE);
    await reader.context.addInitScript(() => window.localStorage.setItem('aspirant.language', 'hi'));
    await reader.page.goto('/');
    await reader.page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await reader.page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0900-\u097F]/u);
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });
});
