/** Run before each browser-test file (vitest.e2e.config.ts): the shard's Chromium (shared-browser.ts). */
import { afterAll, beforeAll } from 'vitest';
import { closeFilesContexts, openBrowser } from './shared-browser';

beforeAll(openBrowser);
afterAll(closeFilesContexts);
