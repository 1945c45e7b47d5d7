import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const srcDir = path.resolve(import.meta.dirname, 'src');

/** Where an import lands inside src/ ('' when it is a package or outside src). */
function resolveInSrc(importPath, fromFile) {
  if (importPath.startsWith('@/')) return path.join(srcDir, importPath.slice(2));
  if (importPath.startsWith('.')) return path.resolve(path.dirname(fromFile), importPath);
  return '';
}

/** The top folder under src/ ("app", "lib", ...) and, for features, the feature's name. */
function layerOf(file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [top, feature] = rel.split(path.sep);
  return { top, feature: top === 'features' ? feature : undefined };
}

// Features stay independent (bulletproof-react): a feature never imports another feature, and
// the shared layers (lib, components, config) never import features or the app shell, so code
// flows one way: app -> features -> components/lib/config. Resolving the path catches relative
// imports as well as the "@/" alias, which no-restricted-imports patterns cannot.
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}": move shared code to src/components or src/lib.',
      upward: '{{from}} is a shared layer and must not import from {{to}}.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const from = layerOf(context.filename);
      const target = resolveInSrc(source, context.filename);
      const to = target ? layerOf(target) : null;
      if (!from || !to) return;
      if (from.top === 'features' && to.top === 'features' && from.feature !== to.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      }
      const shared = ['lib', 'components', 'config'];
      if (shared.includes(from.top) && (to.top === 'features' || to.top === 'app')) {
        context.report({ node, messageId: 'upward', data: { from: `src/${from.top}`, to: `src/${to.top}` } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  // src/api/generated is the generator's output (npm run generate:api): tsc checks it and make
  // test-web checks it is what docs/openapi.yaml gives; our lint rules are for code we write.
  { ignores: ['dist', 'node_modules', 'e2e/screenshots', 'coverage', 'src/api/generated'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, aspirant: { rules: { boundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'aspirant/boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router/dom',
              message:
                "Import RouterProvider from 'react-router' and pass react-dom's flushSync: 'react-router/dom' puts React Router's framework mode (12 KB gzip) in every first load (docs/performance.md).",
            },
          ],
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
