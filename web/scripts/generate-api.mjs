/**
 * Generates the API's TypeScript types and zod/mini validators from docs/openapi.yaml into
 * src/api/generated (docs/architecture.md, "One source for each shape"), formatted by prettier.
 * The console's calls are in the same description (its generic resources' paths are written there
 * by `go run ./cmd/openapi-admin`), so this one configuration types the learner's app and the
 * console alike, and --check fails while either is stale.
 *
 *   npm run generate:api          write src/api/generated
 *   npm run generate:api -- --check   generate into a temporary folder and fail when the
 *                                     committed files differ (make test-web runs this)
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import * as prettier from 'prettier';

const web = path.resolve(import.meta.dirname, '..');
// --input FILE reads another copy of the description (a helper's, to generate from a commit).
const inputAt = process.argv.indexOf('--input');
const input = inputAt > 0 ? path.resolve(process.argv[inputAt + 1]) : path.resolve(web, '../docs/openapi.yaml');
const committed = path.join(web, 'src/api/generated');
const check = process.argv.includes('--check');

const header = [
  '// Generated from docs/openapi.yaml by `npm run generate:api` (web/scripts/generate-api.mjs): do not edit.',
  '// A change here comes from a change of docs/openapi.yaml; make test-web fails while the two disagree.',
];

async function generate(output) {
  await createClient({
    input,
    logs: { level: 'silent' },
    output: { path: output, entryFile: false, header },
    plugins: [
      '@hey-api/typescript',
      // zod/mini as the rest of the web app; date-times as RFC 3339 says them, with an offset.
      { name: 'zod', compatibilityVersion: 'mini', dates: { offset: true } },
    ],
  });
  const options = await prettier.resolveConfig(path.join(committed, 'zod.gen.ts'));
  for (const name of await readdir(output)) {
    const file = path.join(output, name);
    const text = pure(await readFile(file, 'utf8'));
    await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
  }
}

/**
 * Marks every zod call pure, so that the bundler leaves out the schemas no screen imports (the
 * console's and most others' would otherwise ride in the first load): a call the bundler cannot
 * prove free of side effects is kept, used or not.
 */
function pure(text) {
  return text.replace(/(?<![.\w])z\.(\w+(?:\.\w+)?)\(/g, '/*#__PURE__*/ z.$1(');
}

// Generated into a temporary folder first: the generator empties its output folder, which
// would leave the app without its types while it runs.
const fresh = await mkdtemp(path.join(tmpdir(), 'aspirant-api-'));
try {
  await generate(fresh);
  if (!check) {
    await rm(committed, { recursive: true, force: true });
    await cp(fresh, committed, { recursive: true });
    console.log(`wrote ${path.relative(process.cwd(), committed)} from docs/openapi.yaml`);
  } else {
    const names = new Set([...(await readdir(fresh)), ...(await readdir(committed).catch(() => []))]);
    const stale = [];
    for (const name of [...names].sort()) {
      const [want, have] = await Promise.all(
        [fresh, committed].map((dir) => readFile(path.join(dir, name), 'utf8').catch(() => null)),
      );
      if (want !== have) stale.push(name);
    }
    if (stale.length > 0) {
      console.error(
        `web/src/api/generated is stale against docs/openapi.yaml (${stale.join(', ')}): run \`cd web && npm run generate:api\` and commit the result.`,
      );
      process.exitCode = 1;
    } else {
      console.log('web/src/api/generated matches docs/openapi.yaml');
    }
  }
} finally {
  await rm(fresh, { recursive: true, force: true });
}
