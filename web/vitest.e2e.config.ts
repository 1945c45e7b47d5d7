import { defineConfig } from 'vitest/config';

// Browser tests: a real `aspirant serve --demo` (started by the global setup) driven by
// Debian's Chromium through playwright-core. One file at a time: two cores, one server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 70_000,
  },
});
