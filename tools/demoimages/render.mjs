// Renders every demo image listed in images.mjs: fills an HTML template from templates/,
// opens it in headless Chromium (playwright-core, system Chromium, no network) and saves a
// JPEG screenshot at the exact size into the repository.
//
//   node render.mjs                      render everything
//   node render.mjs --only thumbnails    only outputs whose path contains "thumbnails"
//   node render.mjs --preview /tmp/prev  also write PNG copies of the JPEGs there (to look at)
//
// playwright-core is resolved from ./node_modules or from NODE_PATH, so it can live outside
// the checkout:  NODE_PATH=/tmp/imggen/node_modules node render.mjs
import { readFileSync, writeFileSync, mkdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { images } from './images.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const only = opt('--only');
const preview = opt('--preview');
const MAX_KB = 88; // every JPEG must stay under 90 KB
const QUALITIES = [80, 78, 76, 75];

const css = readFileSync(join(here, 'templates', 'base.css'), 'utf8');
const fill = (tpl, data) => tpl.replace(/\{\{(\w+)\}\}/g, (_, k) => {
  if (k === 'css') return css;
  if (!(k in data)) throw new Error(`template needs {{${k}}}`);
  return data[k];
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = 0, total = 0;
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  // Nothing may be fetched at render time: refuse every request but the page itself.
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  for (const img of images) {
    if (only && !img.out.includes(only)) continue;
    const tpl = readFileSync(join(here, 'templates', img.template), 'utf8');
    await page.setViewportSize({ width: img.w, height: img.h });
    await page.setContent(fill(tpl, img.data), { waitUntil: 'load' });
    const overflow = await page.evaluate(() => [...document.querySelectorAll('[data-fit]')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => e.textContent.trim().slice(0, 40)));
    const out = join(repo, img.out);
    mkdirSync(dirname(out), { recursive: true });
    let buf, q;
    for (q of QUALITIES) {
      buf = await page.screenshot({ type: 'jpeg', quality: q, clip: { x: 0, y: 0, width: img.w, height: img.h } });
      if (buf.length <= MAX_KB * 1024) break;
    }
    writeFileSync(out, buf);
    total += buf.length;
    const kb = (buf.length / 1024).toFixed(1);
    const warn = [];
    if (buf.length > MAX_KB * 1024) { warn.push('TOO BIG'); failed++; }
    if (overflow.length) { warn.push('overflow: ' + overflow.join(' | ')); failed++; }
    console.log(`${img.out}  ${img.w}x${img.h}  q${q}  ${kb} KB ${warn.join(' ')}`);
    if (preview) {
      const p = join(preview, img.out.replace(/[\\/]/g, '__').replace(/\.jpg$/, '.png'));
      mkdirSync(preview, { recursive: true });
      // decode the saved JPEG itself, so the preview shows its compression artefacts too
      await page.setContent(`<body style="margin:0"><img src="data:image/jpeg;base64,${buf.toString('base64')}"></body>`);
      writeFileSync(p, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: img.w, height: img.h } }));
    }
  }
} finally {
  await browser.close();
}
console.log(`total ${(total / 1024).toFixed(0)} KB${failed ? `, ${failed} problem(s)` : ''}`);
process.exit(failed ? 1 : 0);
