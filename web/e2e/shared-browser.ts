/**
 * The Chromium of a test file: launched before its tests (with the screenshot folder made) and
 * closed after them, by hooks the browser tests' setup file (browser-hooks.ts) registers for
 * every file. The files share one test process and its loaded modules (vitest.e2e.config.ts,
 * isolate: false), so this module is evaluated once: hooks registered here would run for the
 * first file only, while the setup file runs again for each.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './browser';

export let browser: Browser;

export async function openBrowser(): Promise<void> {
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
}

export async function closeBrowser(): Promise<void> {
  await browser.close();
}
