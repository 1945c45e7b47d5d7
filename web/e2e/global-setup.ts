/**
 * Starts the real server the browser tests share (server.ts), hands its base URL and data
 * directory to the tests and stops it after them.
 */
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The test files share the demo accounts, signing them in many times over, and run side by
  // side: a device limit would sign one file's demo learner out under another. devices.e2e.ts
  // starts a server of its own with the product's limit.
  const { baseURL, dataDir, stop } = await startServer({ ASPIRANT_MAX_DEVICES: '0' });
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return stop;
}
