// Renders the demo's short lecture video, internal/demo/assets/lectures/video/polity-fundamental-rights.webm:
// three slides of templates/video-lecture.html (8 s each), one PNG screenshot per second from
// headless Chromium (playwright-core, system Chromium, no network) with a running clock
// ("0:07 / 0:24") and a progress bar, then Debian's ffmpeg holds each PNG for one second and
// encodes VP9 (libvpx-vp9) in WebM: 640x360, 24 fps, no audio, a keyframe every 2 s.
//
//   node video.mjs                    render the video
//   node video.mjs --frames /tmp/vf   also keep the 24 PNG frames there (to look at)
//
// ffmpeg is needed only here, to make the asset (Debian package ffmpeg; set FFMPEG to use
// another binary); ffprobe, if present, checks the result. playwright-core is resolved from
// ./node_modules or NODE_PATH, as for render.mjs.
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chakra, mark } from './art.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const OUT = 'internal/demo/assets/lectures/video/polity-fundamental-rights.webm';
const W = 640, H = 360, FPS = 24, GOP_S = 2, MAX_KB = 400;
const SLIDES = [8, 8, 8]; // seconds per slide
const TOTAL = SLIDES.reduce((a, b) => a + b, 0);

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const keep = opt('--frames');

// Hindi in Noto Sans Devanagari, as in render.mjs: the web app's variable font (web/node_modules,
// or @fontsource-variable/noto-sans-devanagari on NODE_PATH) as a data: URL. Without it the
// page falls back to the system's "Noto Sans Devanagari" (Debian fonts-noto-core).
const FONT_FILE = join('@fontsource-variable', 'noto-sans-devanagari', 'files', 'noto-sans-devanagari-devanagari-wght-normal.woff2');
const fontPath = (() => {
  const web = join(repo, 'web', 'node_modules', FONT_FILE);
  if (existsSync(web)) return web;
  try { return require.resolve(FONT_FILE.replaceAll('\\', '/')); } catch { return null; }
})();
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';
const devanagari = fontPath
  ? `@font-face { font-family: "Noto Sans Devanagari"; font-style: normal; font-weight: 100 900;
  src: url(data:font/woff2;base64,${readFileSync(fontPath).toString('base64')}) format("woff2"); unicode-range: ${DEVANAGARI}; }`
  : '';
console.log(fontPath ? `Devanagari: ${fontPath}` : 'Devanagari: web font not found, using the system\'s Noto Sans Devanagari');

const data = {
  css: readFileSync(join(here, 'templates', 'base.css'), 'utf8'),
  devanagari,
  wheel: chakra({ size: 300, color: '#fff', opacity: 0.08, stroke: 3 }),
  mark: mark({ size: 20, bowl: '#fff' }),
};
const html = readFileSync(join(here, 'templates', 'video-lecture.html'), 'utf8')
  .replace(/\{\{(\w+)\}\}/g, (_, k) => { if (!(k in data)) throw new Error(`template needs {{${k}}}`); return data[k]; });

const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const frames = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'aspirant-video-'));
mkdirSync(frames, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = 0;
try {
  const page = await browser.newPage({ deviceScaleFactor: 1, viewport: { width: W, height: H } });
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  let t = 0;
  for (const [i, seconds] of SLIDES.entries()) {
    for (let s = 0; s < seconds; s++, t++) {
      const overflow = await page.evaluate(({ slide, n, time, bar }) => {
        document.body.dataset.slide = String(slide);
        document.getElementById('count').textContent = `${slide} / ${n}`;
        document.getElementById('clock').textContent = time;
        document.getElementById('bar').style.width = bar;
        return [...document.querySelectorAll(`.s${slide} [data-fit]`)]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1 ||
            e.getBoundingClientRect().bottom > innerHeight - 34)
          .map((e) => e.textContent.trim().slice(0, 40));
      }, { slide: i + 1, n: SLIDES.length, time: `${clock(t)} / ${clock(TOTAL)}`, bar: `${((t + 1) / TOTAL * 100).toFixed(3)}%` });
      if (s === 0 && overflow.length) { console.log(`slide ${i + 1} overflow: ${overflow.join(' | ')}`); failed++; }
      writeFileSync(join(frames, `f${String(t).padStart(2, '0')}.png`), await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: W, height: H } }));
    }
  }
} finally {
  await browser.close();
}

// One PNG per second, each held for a second at 24 fps. One thread and bitexact flags, so the
// same frames give the same file.
const out = join(repo, OUT);
mkdirSync(dirname(out), { recursive: true });
const ff = spawnSync(process.env.FFMPEG || 'ffmpeg', [
  '-y', '-v', 'error', '-framerate', '1', '-i', join(frames, 'f%02d.png'),
  '-vf', `fps=${FPS},format=yuv420p`, '-t', String(TOTAL),
  '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '1',
  '-threads', '1', '-row-mt', '0', '-tile-columns', '0', '-auto-alt-ref', '1', '-lag-in-frames', '25',
  '-g', String(FPS * GOP_S), '-force_key_frames', `expr:gte(t,n_forced*${GOP_S})`,
  '-an', '-sn', '-dn', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-cues_to_front', '1',
  out,
], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
if (!keep) rmSync(frames, { recursive: true, force: true });
if (ff.status !== 0) throw new Error(`ffmpeg failed (install Debian's ffmpeg): ${ff.stderr || ff.error}`);

const kb = statSync(out).size / 1024;
const warn = [];
if (kb > MAX_KB) { warn.push(`TOO BIG (over ${MAX_KB} KB)`); failed++; }
// With ffprobe at hand, check what the player and the browser test rely on.
const probe = spawnSync(process.env.FFPROBE || 'ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_frames',
  '-show_entries', 'frame=key_frame,pts_time', '-of', 'csv=p=0', out], { encoding: 'utf8' });
if (probe.status === 0) {
  const rows = probe.stdout.trim().split('\n').map((l) => l.split(',')).map(([k, pts]) => [k === '1', Number(pts)]);
  const keys = rows.filter(([k]) => k).map(([, pts]) => pts);
  const gaps = keys.map((p, i) => (i ? p - keys[i - 1] : p)).concat(TOTAL - keys.at(-1));
  const dur = rows.length / FPS;
  console.log(`${rows.length} frames (${dur.toFixed(2)} s), keyframes at ${keys.map((k) => k.toFixed(0)).join(' ')} s`);
  if (Math.abs(dur - TOTAL) > 0.5) { warn.push(`duration ${dur} s`); failed++; }
  if (Math.max(...gaps) > GOP_S + 1e-6) { warn.push('keyframes too far apart'); failed++; }
} else console.log('(no ffprobe: duration and keyframes not checked)');
console.log(`${OUT}  ${W}x${H}  VP9 ${FPS} fps  ${kb.toFixed(1)} KB ${warn.join(' ')}`);
process.exit(failed ? 1 : 0);
