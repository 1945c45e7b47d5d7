/** Debian's Chromium driven by playwright-core (no browser download), shared by the e2e files. */
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/**
 * A fresh context (own storage) with the given viewport. Requests that leave the test server
 * (the YouTube players, map links) are answered empty, so tests never wait on the internet.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { skipPopoverAd = true }: { skipPopoverAd?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce' });
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  if (skipPopoverAd) {
    // The ad card is tested on its own; elsewhere it would only cover what a test looks at.
    await context.addInitScript(() => window.sessionStorage.setItem('aspirant.popoverAdSeen', '1'));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** GET an API answer straight from the server, to compare the page against it. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
