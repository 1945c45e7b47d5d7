/**
 * The Chromium of the browser tests: launched once per test process (each shard's) for the first
 * test file, kept for the next ones, and relaunched should it have gone. The files share one test
 * process and its loaded modules (vitest.e2e.config.ts, isolate: false), so this module is
 * evaluated once, while the setup file (browser-hooks.ts) registers these hooks for every file.
 * Launching and closing a Chromium for each file cost 2 to 3.5 s a file on a loaded machine
 * (docs/performance.md, "The test run's time"). A file still starts clean: every context it
 * opened (each with its own storage, cookies and cache) is closed after it, whatever its tests
 * left open. Playwright ends the browser with the test process.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './browser';

export let browser: Browser;
let launched: Browser | undefined;

export async function openBrowser(): Promise<void> {
  if (launched?.isConnected()) return;
  launched = await launchBrowser();
  browser = launched;
  mkdirSync(screenshotDir, { recursive: true });
}

/** Closes what the file's tests left open: the next file finds no page of this one's. */
export async function closeFilesContexts(): Promise<void> {
  if (!browser.isConnected()) return;
  await Promise.all(browser.contexts().map((context) => context.close()));
}
