import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: a real `aspirant serve --demo` (started by the global setup) driven by
// Debian's Chromium through playwright-core. One file at a time: two cores, one server.
export default defineConfig({
  // The tests import the app's rules (the pop-over ad's, the banner's), which import by '@/'.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // The files share one test process, the modules it has loaded (playwright-core, axe) and one
    // Chromium, each file's pages closed after it (browser-hooks.ts): loading the modules again
    // for each file cost 3 to 5 s a file on a loaded machine, and a Chromium of its own 2 to 3.5 s
    // (docs/performance.md, "The test run's time").
    setupFiles: ['./e2e/browser-hooks.ts'],
    isolate: false,
    fileParallelism: false,
    // A test with two viewports, axe scans and screenshots takes 20-30 s alone and half as long
    // again when both shards and a loaded CI machine share the two cores; a wait that hangs is
    // still caught by Playwright's own 30 s per wait.
    testTimeout: 90_000,
    hookTimeout: 70_000,
  },
});
