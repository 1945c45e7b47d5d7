/**
 * The Chromium of a test file: launched before its tests (with the screenshot folder made) and
 * closed after them. Importing `browser` from here registers both hooks for the importing file.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, screenshotDir } from './browser';

export let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser.close();
});
