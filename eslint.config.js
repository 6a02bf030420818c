import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of src/ (docs/architecture.md "Layers and import rules"), lowest first. A module may
 * import its own layer and the layers before it, never a later one:
 * config -> lib (with hooks) -> content -> components -> features -> pages -> app.
 * Features never import each other; pages never import other pages; src/ and supabase/local/ never
 * import each other. Tests, e2e and scripts may import anything.
 */
const layers = [
  { name: 'config', dirs: ['./src/config'] },
  { name: 'lib', dirs: ['./src/lib', './src/hooks'] },
  { name: 'content', dirs: ['./src/content'] },
  { name: 'components', dirs: ['./src/components'] },
  { name: 'features', dirs: ['./src/features'] },
  { name: 'pages', dirs: ['./src/pages'] },
  { name: 'app', dirs: ['./src/app', './src/main.tsx', './src/entry-server.tsx'] },
]

const layerZones = layers.flatMap((layer, i) =>
  layer.dirs.flatMap((target) =>
    layers.slice(i + 1).flatMap((higher) =>
      higher.dirs.map((from) => ({
        target,
        from,
        message: `${layer.name} must not import ${higher.name} (imports flow config -> lib -> content -> components -> features -> pages -> app).`,
      })),
    ),
  ),
)

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature: compose them in the page.',
}))

// A page may import its own parts, `<page>.<part>.tsx` (e.g. home.below-hero.tsx, docs/decisions.md #123).
const pageFiles = readdirSync(new URL('./src/pages', import.meta.url))
const pageZones = pageFiles.map((file) => ({
  target: `./src/pages/${file}`,
  from: './src/pages',
  except: pageFiles.filter((other) => other === file || other.startsWith(file.replace(/\.tsx$/, '.'))).map((f) => `./${f}`),
  message: 'A page must not import another page: move what they share to components or content.',
}))

/**
 * The demo studio (src/demo: IJ Nails & Lashes' words and launch values) is data for the local seed, the tests and the
 * upgrade of older documents, never the app's (docs/decisions.md #363): no layer of the app imports it, statically or
 * dynamically, so neither the client nor the prerender of a studio's own site carries it. It may import the schema's
 * types from src/lib only. The build tooling reaches it only by a dynamic import, when a document needs it (below).
 */
const demoZones = [
  ...layers.flatMap((layer) =>
    layer.dirs.map((target) => ({
      target,
      from: './src/demo',
      message: 'The demo studio is not the app: read her content through virtual:site-content/<part> (docs/decisions.md #363).',
    })),
  ),
  ...layers
    .filter((layer) => layer.name !== 'lib')
    .flatMap((layer) =>
      layer.dirs.map((from) => ({ target: './src/demo', from, message: 'The demo studio is data: it imports only src/lib.' })),
    ),
]

const backendZones = [
  { target: './src', from: './supabase/local', message: 'The app reaches the backend only over HTTP.' },
  { target: './supabase/local', from: './src', message: 'The backend must not import the app.' },
]

/** Flat ESLint config: typescript-eslint, react-hooks, jsx-a11y, import-x layer boundaries. */
export default tseslint.config(
  {
    ignores: [
      // Build output and scratch, as in .gitignore: other build folders (E2E_OUT_DIR=dist-e2e and its -ssr build), a
      // build's temporary siblings, and profiling scratch.
      'dist',
      'dist-*',
      '.*.building-*',
      '*.old-*',
      'prof-*',
      '.tmp',
      'photos',
      'public/images',
      'coverage',
      'test-results',
      'playwright-report',
      '.lighthouse',
      '.vercel',
      'supabase/.data',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      // A page module's `preloadParts` is read by the route table (src/app/router.tsx, docs/decisions.md #123).
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, allowExportNames: ['preloadParts'] }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // zod only through src/lib/zod.ts, which turns off its `new Function` probe before any schema exists (docs/security.md).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod': it sets jitless, so no CSP violation (docs/security.md)." }] },
      ],
    },
  },
  // The build (scripts/prerender.ts and what it runs: the Vite plugin, the content read) imports the demo studio only
  // dynamically, when the backend holds a document of an older schema version (docs/decisions.md #361, #363).
  {
    files: ['scripts/prerender.ts', 'scripts/prerender-manifest.ts', 'scripts/lib/**/*.ts', 'vite.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/demo(/|$)',
              message:
                'The build may load the demo studio only with a dynamic import(), when a document needs it (docs/decisions.md #363).',
            },
          ],
        },
      ],
    },
  },
  // Specs take `test` and `expect` from e2e/support/test.ts, which fails a test on any CSP violation (docs/security.md).
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test': it fails the test on a Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
  // Type-checked rules on the app (tsconfig.app.json covers src/).
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  // Import boundaries: layers, features apart, app and local backend apart, no cycles.
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/local/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './supabase/local/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...pageZones, ...demoZones, ...backendZones] }],
      // Our modules only: no cycle can pass through a package back into them, and following packages' imports took half its time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The local backend: typescript-eslint's type-checked rules (supabase/local/tsconfig.json).
  {
    files: ['supabase/local/**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { project: ['./supabase/local/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
  },
)
