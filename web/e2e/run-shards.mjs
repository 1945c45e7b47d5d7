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
 * How long each file's tests take, in seconds, so that the shards end together: measured on
 * 2026-11-29 (issue 40) with the files one after another on one server, on a loaded 2-core
 * machine (`npx vitest run -c vitest.e2e.config.ts --reporter=verbose FILES`, each test's time
 * added up per file). A file not listed counts as 30. Only the balance depends on these figures:
 * split by the figures measured before, one shard had some 100 s more of these than the other.
 */
const SECONDS = {
  'libraries.e2e.ts': 148,
  'admin.e2e.ts': 106,
  'catalog.e2e.ts': 94,
  'purchase.e2e.ts': 86,
  'evaluation.e2e.ts': 80,
  'accounts.e2e.ts': 78,
  'offline-answers.e2e.ts': 77,
  'signin.e2e.ts': 70,
  'forms.e2e.ts': 68,
  'video-files.e2e.ts': 66,
  'results.e2e.ts': 52, // 65 before its 15 s of reading went on the page's clock
  'hindi-interface.e2e.ts': 64,
  'quiz.e2e.ts': 55,
  'popover-ad.e2e.ts': 30, // 54 before its 28 s of waiting went on the page's clock
  'journey.e2e.ts': 46,
  'key-challenges.e2e.ts': 46,
  'live-mocks.e2e.ts': 42,
  'report-error.e2e.ts': 41,
  'sections.e2e.ts': 39,
  'marathi.e2e.ts': 38, // measured alone on 2026-11-29, on the same loaded machine
  'devices.e2e.ts': 36,
  'home.e2e.ts': 33,
  'staff-text.e2e.ts': 33,
  'bilingual.e2e.ts': 32,
  'notifications.e2e.ts': 32,
  'languages.e2e.ts': 30,
  'trust.e2e.ts': 29,
  'compare.e2e.ts': 28,
  'reminder-changes.e2e.ts': 26,
  'navigation.e2e.ts': 19,
  'course-labels.e2e.ts': 15,
  'receipt.e2e.ts': 15,
  'hindi-copy.e2e.ts': 14,
  'server-rendered.e2e.ts': 13,
  'structured-evaluation.e2e.ts': 13,
  'screens.e2e.ts': 12,
  'preview.e2e.ts': 9,
  'testimonials.e2e.ts': 8,
  'console-status.e2e.ts': 6,
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
