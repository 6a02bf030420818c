import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Flat ESLint config: typescript-eslint, react-hooks, jsx-a11y (style.md §11). */
export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '.tmp', 'photos', 'public/images', 'coverage', 'test-results', 'playwright-report', '.lighthouse', 'supabase/.data', 'node_modules'] },
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
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // The app and the local backend never import each other (style.md §13).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/supabase/local/**'], message: 'The app reaches the backend only over HTTP.' }] }],
    },
  },
  {
    files: ['supabase/local/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '**/src/**'], message: 'The backend must not import the app.' }] }],
    },
  },
  // The local backend: typescript-eslint's type-checked rules (supabase/local/tsconfig.json).
  {
    files: ['supabase/local/**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { project: ['./supabase/local/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
  },
)
