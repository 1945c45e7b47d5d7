import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The server runs the bundle in goja, which has no import(): code that would load more at run time is refused. */
function noDynamicImport(): Plugin {
  return {
    name: 'no-dynamic-import',
    renderChunk(code) {
      return code.replace(/(?<![\w$.])import\(/gu, '__noDynamicImport(');
    },
  };
}

export default defineConfig({
  plugins: [react(), noDynamicImport()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    ssr: 'src/server/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'es2017',
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      output: { format: 'iife', name: 'AspirantServer', inlineDynamicImports: true, entryFileNames: 'render.js' },
    },
  },
});
