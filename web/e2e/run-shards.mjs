/**
 * Runs the browser tests as E2E_SHARDS shards at once (default 2), each a vitest run with its own
 * server and data folder (global-setup.ts), and fails when any shard fails. The tests spend most
 * of their time waiting on the page, not on the processor: two shards on two cores take about
 * half the time of one run, and no shard sees another's data. Each line is prefixed with its
 * shard; arguments go to every shard (a file name runs only the shards that hold it).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Number(process.env.E2E_SHARDS ?? 2);
const args = process.argv.slice(2);

function runShard(index) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.e2e.config.ts', `--shard=${index}/${shards}`, '--passWithNoTests', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${shards}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
console.log(failed === 0 ? `All ${shards} shards passed.` : `${failed} of ${shards} shards failed.`);
process.exit(failed === 0 ? 0 : 1);
