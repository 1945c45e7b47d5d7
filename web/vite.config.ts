/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin } from 'vite';

// The Go binary serves the API, uploaded files and this app from one origin; in development
// Vite serves the app and forwards the rest to a locally running `aspirant serve`.
const apiServer = 'http://127.0.0.1:8080';

/**
 * PDF.js draws the fonts a PDF names without embedding them (the evaluated copy's Helvetica,
 * Courier and the ZapfDingbats of its ticks) from its own font files, which a phone does not have:
 * the build ships them at /pdfjs/standard_fonts/ (src/components/pdf/open-pdf.ts).
 */
function pdfjsStandardFonts(): Plugin {
  const source = fileURLToPath(new URL('./node_modules/pdfjs-dist/standard_fonts/', import.meta.url));
  return {
    name: 'pdfjs-standard-fonts',
    apply: 'build',
    generateBundle() {
      for (const name of readdirSync(source).filter((file) => /\.(pfb|ttf)$/u.test(file))) {
        this.emitFile({ type: 'asset', fileName: `pdfjs/standard_fonts/${name}`, source: readFileSync(source + name) });
      }
    },
  };
}

/**
 * The rupee sign in Inter, on its own: prices show ₹ on the first screen of most public pages, and
 * Inter has it only in its Latin Extended file (85 KB), which the browser then fetched at the
 * highest priority before the first paint, for one character. The glyph is cut out of that file
 * at build time (1.2 KB, weights kept) and inlined in the stylesheet as a face of its own,
 * declared after Inter's: for a character that two faces cover, the browser asks the face
 * declared last first (CSS Fonts, unicode-range). Names with Latin Extended letters still get
 * Inter's whole file. docs/decisions.md, "The rupee sign has a font of its own".
 */
function interRupeeFont(): Plugin {
  const moduleId = 'virtual:inter-rupee.css';
  const resolvedId = `\0${moduleId}`;
  const source = fileURLToPath(
    new URL('./node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', import.meta.url),
  );
  return {
    name: 'inter-rupee-font',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const font = await subsetFont(readFileSync(source), '\u20b9', { targetFormat: 'woff2' });
      return [
        '@font-face {',
        "  font-family: 'Inter Variable';",
        '  font-style: normal;',
        '  font-display: swap;',
        '  font-weight: 100 900;',
        `  src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2-variations');`,
        '  unicode-range: U+20B9;',
        '}',
      ].join('\n');
    },
  };
}

/**
 * Every text asset also as Brotli at its highest level, made once here rather than per request or
 * at each start of the server (9 s of a core in Go): the server sends `name.br` to browsers that
 * accept it, about a fifth smaller than gzip for scripts (internal/app/spa.go).
 */
function brotliAssets(): Plugin {
  return {
    name: 'brotli-assets',
    apply: 'build',
    // After the files are written: only then are they final (Vite rewrites chunks up to the end,
    // its preload markers among them), and the compressed form must be of the bytes served.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/app';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|webmanifest|txt|mjs)$/u.test(fileName)) continue;
        const source = readFileSync(join(dir, fileName));
        if (source.length < 1024) continue;
        const compressed = brotliCompressSync(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(join(dir, `${fileName}.br`), compressed);
      }
    },
  };
}

/**
 * The entry starts the app in stages, each a dynamic import run in a task of its own
 * (src/main.tsx). The browser should still fetch every stage's code at once, not one stage after
 * the other: the page names them all as module preloads, which fetch and compile without running,
 * and the server hands that list to /boot.js with the entry (internal/app/spa.go).
 */
function preloadStartStages(): Plugin {
  return {
    name: 'preload-start-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>([chunk.fileName]);
        const add = (file: string) => {
          const found = bundle[file];
          if (files.has(file) || found?.type !== 'chunk') return;
          files.add(file);
          found.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        return {
          html,
          tags: [...files].slice(1).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), interRupeeFont(), pdfjsStandardFonts(), brotliAssets(), preloadStartStages()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/files': apiServer,
    },
  },
  build: {
    // web/embed.go embeds dist/app; dist/README stays in git so `go build` works unbuilt.
    outDir: 'dist/app',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/u, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/u, priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/u, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // One jsdom per worker rather than per file: building a jsdom cost 55 of the 104 s the unit
    // tests took on two cores; with it shared they take 15 s. Each test cleans up after itself
    // (Testing Library's cleanup, restoreMocks, setup.ts clearing storage), and the suite passes
    // in shuffled order too.
    isolate: false,
    // `make test` runs these beside the Go tests on two cores, where rendering in jsdom is about
    // five times slower than alone (the 25 toasts of AppToaster.test.tsx: 0.9 s alone, 5.2 s
    // there). The limit only stops a hung test; what each test asserts is unchanged.
    testTimeout: 20_000,
  },
});
