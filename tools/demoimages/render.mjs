// Renders every demo image listed in images.mjs: fills an HTML template from templates/,
// opens it in headless Chromium (playwright-core, system Chromium, no network) and saves a
// JPEG screenshot at the exact size into the repository. Then prints every document listed in
// documents.mjs (a template set for A4) to PDF the same way.
//
//   node render.mjs                      render everything
//   node render.mjs --only thumbnails    only outputs whose path contains "thumbnails"
//   node render.mjs --only .pdf          only the documents
//   node render.mjs --preview /tmp/prev  also write PNG copies of the JPEGs there (to look at)
//
// playwright-core is resolved from ./node_modules or from NODE_PATH, so it can live outside
// the checkout:  NODE_PATH=/tmp/imggen/node_modules node render.mjs
import { readFileSync, writeFileSync, mkdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { images } from './images.mjs';
import { documents } from './documents.mjs';

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

// Hindi is set in Noto Sans Devanagari, the face the web app serves (web/node_modules, installed
// by `npm ci` in web/). Nothing is fetched at render time, so a template that writes Hindi puts
// {{devanagari}} in its <style>: the font's Devanagari part as a data: URL, used only for the
// Devanagari letters (Latin text keeps the template's fonts).
const FONT = join(repo, 'web', 'node_modules', '@fontsource-variable', 'noto-sans-devanagari', 'files',
  'noto-sans-devanagari-devanagari-wght-normal.woff2');
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';
const face = (woff2, weight) => `@font-face { font-family: "Noto Sans Devanagari"; font-style: normal;
  font-weight: ${weight}; src: url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2");
  unicode-range: ${DEVANAGARI}; }`;
// A screenshot takes the variable font as it is. A PDF does not: Chromium embeds a variable
// font as outlines (Type 3), several times the size and not searchable, so documents get static
// instances of it at 400 and 700, cut by fontTools' instancer (Debian package fonttools).
const fonts = {};
const devanagariFace = (forPrint) => {
  if (!forPrint) return (fonts.screen ??= face(readFileSync(FONT), '100 900'));
  return (fonts.print ??= [400, 700].map((weight) => {
    const out = join(tmpdir(), `aspirant-noto-sans-devanagari-${weight}.woff2`);
    const run = spawnSync(process.env.FONTTOOLS || 'fonttools', ['varLib.instancer', '-q', '-o', out, FONT, `wght=${weight}`],
      { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`fonttools varLib.instancer failed (install Debian's fonttools): ${run.stderr || run.error}`);
    return face(readFileSync(out), String(weight));
  }).join('\n'));
};

const fill = (tpl, data, forPrint = false) => tpl.replace(/\{\{(\w+)\}\}/g, (_, k) => {
  if (k === 'css') return css;
  if (k === 'devanagari') return devanagariFace(forPrint);
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
  // Documents: printed to PDF at A4 from the template's own @page rules, with a footer that
  // numbers the pages. The font is awaited before printing, so no page is set in a fallback face.
  for (const doc of documents) {
    if (only && !doc.out.includes(only)) continue;
    const tpl = readFileSync(join(here, 'templates', doc.template), 'utf8');
    await page.setContent(fill(tpl, doc.data ?? {}, true), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const missing = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'error').length);
    const buf = await page.pdf({
      format: 'A4', printBackground: true, preferCSSPageSize: true, displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="width:100%;margin:0 16mm;font:7.5pt 'Liberation Sans',sans-serif;color:#64748b;display:flex;justify-content:space-between">
        <span>${doc.footer}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
    });
    const out = join(repo, doc.out);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, buf);
    total += buf.length;
    const pages = (buf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    const warn = [];
    if (buf.length > doc.maxKB * 1024) { warn.push(`TOO BIG (over ${doc.maxKB} KB)`); failed++; }
    if (missing) { warn.push('a font did not load'); failed++; }
    console.log(`${doc.out}  A4 x ${pages}  ${(buf.length / 1024).toFixed(1)} KB ${warn.join(' ')}`);
  }
} finally {
  await browser.close();
}
console.log(`total ${(total / 1024).toFixed(0)} KB${failed ? `, ${failed} problem(s)` : ''}`);
process.exit(failed ? 1 : 0);
