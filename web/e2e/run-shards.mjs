/**
 * Runs the browser tests as E2E_SHARDS shards at once (default 2), each a vitest run with its own
 * server and data folder (global-setup.ts), and fails when any shard fails. The tests spend most
 * of their time waiting on the page, not on the processor: two shards on two cores take about
 * half the time of one run, and no shard sees another's data. Each line is prefixed with its
 * shard. Arguments go to one plain run instead (`npm run e2e -- e2e/quiz.e2e.ts`).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const shards = Number(process.env.E2E_SHARDS ?? 2);
const args = process.argv.slice(2);

/**
 * About how long each file takes alone, in seconds (a run's "Duration" lines), so that the shards
 * end together; a file not listed counts as 30. Only the balance depends on these figures.
 */
const SECONDS = {
  'purchase.e2e.ts': 227,
  'accounts.e2e.ts': 156,
  'catalog.e2e.ts': 137,
  'libraries.e2e.ts': 135,
  'results.e2e.ts': 105,
  'admin.e2e.ts': 96,
  'hindi-interface.e2e.ts': 83,
  'signin.e2e.ts': 83,
  'forms.e2e.ts': 82,
  'popover-ad.e2e.ts': 70,
  'live-mocks.e2e.ts': 58,
  'quiz.e2e.ts': 58,
  'key-challenges.e2e.ts': 50,
  'sections.e2e.ts': 45,
  'report-error.e2e.ts': 44,
  'bilingual.e2e.ts': 41,
  'home.e2e.ts': 40,
  'navigation.e2e.ts': 36,
  'languages.e2e.ts': 33,
  'trust.e2e.ts': 32,
  'receipt.e2e.ts': 15,
  'structured-evaluation.e2e.ts': 15,
  'evaluation.e2e.ts': 10,
  'devices.e2e.ts': 8,
  'notifications.e2e.ts': 12,
};

/** The test files split into `count` groups of about equal time: longest first, to the lightest. */
function balance(files, count) {
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (file) => SECONDS[file] ?? 30;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += weight(file);
    lightest.files.push(`e2e/${file}`);
  }
  return groups.filter((group) => group.files.length > 0);
}

function run(label, vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...vitestArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(label ? `[${label}] ${line}` : line));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (args.length > 0) process.exit(await run('', args));

const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.e2e.ts'));
const groups = balance(files, shards);
const codes = await Promise.all(groups.map((group, i) => run(`${i + 1}/${groups.length}`, group.files)));
const failed = codes.filter((code) => code !== 0).length;
console.log(failed === 0 ? `All ${groups.length} shards passed.` : `${failed} of ${groups.length} shards failed.`);
process.exit(failed === 0 ? 0 : 1);
