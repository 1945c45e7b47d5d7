/** Run before each browser-test file (vitest.e2e.config.ts): its own Chromium (shared-browser.ts). */
import { afterAll, beforeAll } from 'vitest';
import { closeBrowser, openBrowser } from './shared-browser';

beforeAll(openBrowser);
afterAll(closeBrowser);
