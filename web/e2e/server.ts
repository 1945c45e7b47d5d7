/**
 * The real server for the browser tests: `aspirant serve --demo` on a free loopback port with a
 * fresh data directory, ready when /readyz answers 200. global-setup.ts starts the one the test
 * files share; a test that needs other settings starts its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseURL: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`aspirant exited with ${server.exitCode} before it was ready:\n${log()}`);
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`aspirant did not answer /readyz with 200 within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export interface RunningServer {
  baseURL: string;
  /** Its data directory: outbox/ holds the e-mails it sent. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts `aspirant serve --demo` with `settings` added to the test settings, and waits until it is ready. */
export async function startServer(settings: Record<string, string> = {}): Promise<RunningServer> {
  const binary = path.resolve(
    process.env.ASPIRANT_BIN ?? path.join(import.meta.dirname, '..', '..', 'bin', 'aspirant'),
  );
  if (!existsSync(binary)) {
    throw new Error(`No server binary at ${binary}: build it (cd .. && make build) or set ASPIRANT_BIN.`);
  }

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aspirant-e2e-'));

  let output = '';
  const server = spawn(binary, ['serve', '--demo'], {
    env: {
      ...process.env,
      ASPIRANT_ADDR: `127.0.0.1:${port}`,
      ASPIRANT_DATA_DIR: dataDir,
      ASPIRANT_BASE_URL: baseURL,
      // Any free port: a fixed metrics address would clash with another server on this machine.
      ASPIRANT_METRICS_ADDR: '127.0.0.1:0',
      // The tests stand in for many visitors, each from an address of its own (browser.ts,
      // visitorAddress), as a proxy in front would say: the per-address limits on sign-up and
      // enquiries then count each visitor, not the whole suite.
      ASPIRANT_TRUSTED_PROXIES: '127.0.0.1/32',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  try {
    await waitUntilReady(baseURL, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timeout = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timeout);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseURL, dataDir, stop };
}
