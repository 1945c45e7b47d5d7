/** Debian's Chromium driven by playwright-core (no browser download), shared by the e2e files. */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const baseURL = inject('baseURL');

/** Where e2e screenshots go (git ignores the folder). */
export const screenshotDir = path.join(import.meta.dirname, 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A visitor's own address (from 198.18.0.0/15, the range kept for benchmarks), sent as a trusted proxy
 * would: every context and API helper is another visitor, so the per-address limits count each.
 */
export function visitorAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** A 390-px phone with its whole screen (the phone width). */
export const PHONE_390 = { width: 390, height: 844 };
/** A budget Android phone's screen as the browser leaves it (390 px wide, 664 px below its bars). */
export const SMALL_PHONE = { width: 390, height: 664 };

/**
 * A fresh context (own storage) with the given viewport. Requests that leave the test server
 * (the YouTube players, map links) are answered empty, so tests never wait on the internet.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { skipPopoverAd = true, server = baseURL }: { skipPopoverAd?: boolean; server?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    baseURL: server,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  await context.route(
    (url) => url.origin !== new URL(server).origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  if (skipPopoverAd) {
    // The ad card is tested on its own; elsewhere it would only cover what a test looks at. It
    // shows once a day (the day in India), so it counts as shown today.
    await context.addInitScript(() => {
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      window.localStorage.setItem('aspirant.popoverAdSeenOn', today);
    });
  }
  await context.addInitScript(recordMessages);
  if (process.env.E2E_WAIT_MS) context.setDefaultTimeout(Number(process.env.E2E_WAIT_MS));
  context.on('page', appRunsAfterLoads); // this page and any the test opens beside it
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * A public page arrives drawn by the server (internal/pages), and its buttons work once the app
 * has taken it over: a test that loads a page and clicks at once would click dead markup. So a
 * page load (goto, reload) here ends when the app runs, as a learner's next tap would.
 */
function appRunsAfterLoads(page: Page): void {
  const appRuns = () =>
    page.waitForFunction(
      () => document.getElementById('root') === null || document.documentElement.dataset.app === 'running',
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRuns();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRuns();
    return response;
  };
}

/** GET an API answer straight from the server, to compare the page against it. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Waits until every finite animation on the page has finished: a toast still fading in has not
 * reached its final colours, and axe would measure its contrast half-way. Endless ones (skeleton
 * pulses, spinners) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Serious and critical WCAG 2 A/AA violations on the page as it is now, once its animations have
 * settled. Embedded players (iframes) are third-party pages and left out, and so are toasts: one
 * is on screen for two to four seconds, fading in and out, and on a busy machine it starts to
 * leave while axe reads the page, which then reports the contrast of a half-transparent moment.
 * Their colours are fixed (AppToaster: white on navy, checked in AppToaster.test.tsx).
 */
export async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('iframe')
    .exclude('.app-toasts')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Saves a screenshot to screenshotDir once transitions (focus rings, error borders) have settled.
 * A full-page capture starts from the top: a scrolled one draws the fixed header mid-page.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** A toast with this text (react-hot-toast renders each as a status). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/**
 * Runs in every page of openPage's contexts before the app: notes each status and alert the page
 * shows, once per element and text. A toast lasts two seconds, and on a loaded machine a busy page
 * can show and remove it between two of Playwright's looks; toastShown reads these notes instead.
 */
function recordMessages() {
  const shown: string[] = [];
  const noted = new WeakMap<Element, string>();
  Object.assign(window, { e2eMessagesShown: shown });
  new MutationObserver(() => {
    for (const message of document.querySelectorAll('[role="status"], [role="alert"]')) {
      const text = message.textContent.trim();
      if (text === '' || noted.get(message) === text) continue;
      noted.set(message, text);
      shown.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Waits until the page has shown a toast (or alert) with this text since the last one this found,
 * and takes it off the notes: a second wait for the same text needs a second toast.
 */
export async function toastShown(page: Page, text: string | RegExp): Promise<void> {
  // Sent to the page as a pattern's source: a RegExp itself does not cross into the page.
  const source = typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source;
  const flags = typeof text === 'string' ? '' : text.flags;
  await page.waitForFunction(
    ({ source, flags }) => {
      const shown = (window as unknown as { e2eMessagesShown?: string[] }).e2eMessagesShown;
      if (!shown) throw new Error('this page does not note its messages: open it with openPage');
      const matches = (message: string) => new RegExp(source, flags).test(message);
      const index = shown.findIndex(matches);
      if (index < 0) return false;
      shown.splice(index, 1);
      return true;
    },
    { source, flags },
  );
}

/** The page's one h1, with exactly this text. */
export async function expectH1(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => document.querySelectorAll('h1').length === 1);
}

/** Waits until the address's path is `pathname` (the router's navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

/** Screenshots of the page as it is at each size, named `${name}-${label}`; back to DESKTOP after. */
export async function shotsAt(
  page: Page,
  name: string,
  sizes: readonly (readonly [string, { width: number; height: number }])[],
  { fullPage = false } = {},
): Promise<void> {
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * The address in a new page of the context at `viewport` (a phone unless told), shot once
 * `ready`; with `axe`, the page must have no serious WCAG violation either.
 */
export async function shotInNewPage(
  context: BrowserContext,
  url: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  { viewport = PHONE, axe = false }: { viewport?: { width: number; height: number }; axe?: boolean } = {},
): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  if (axe) {
    const violations = await seriousViolations(page);
    if (violations.length > 0) throw new Error(`${url}: ${JSON.stringify(violations)}`);
  }
  await shot(page, name);
  await page.close();
}

/**
 * Presses 'Order Now' (or its `label`) on the page and waits for the payment page, which opens in
 * the same tab (docs/product.md, "Orders").
 */
export async function openCheckout(page: Page, label: string | RegExp = 'Order Now'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'), { timeout: 15_000 });
}
