import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import wps from '@wps-mobile/lint-rules';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      '**/public/mockServiceWorker.js',
      'scripts/lint/fixtures/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { wps, 'react-hooks': reactHooks },
    rules: {
      'wps/import-directions': ['error', { root }],
      'wps/no-import-cycles': 'error',
      'wps/kebab-case-file-names': ['error', { root }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly let go (`void`), and never handed to
    // something that ignores what it returns (an onClick, a forEach). Each file is checked against the
    // tsconfig.json of its workspace; the few files no tsconfig.json includes use the default project.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'playwright.config.ts',
            'playwright.nginx.config.ts',
            'scripts/chromium.d.mts',
            'packages/api-client/src/domains.test.ts',
            'packages/api-client/src/bundle-weight.test.ts',
            'packages/api-client/scripts/gen-call-routes.ts',
          ],
          defaultProject: 'packages/api-client/tsconfig.node.json',
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // App code names routes through the route table; tests may write the paths they visit.
    files: ['apps/player/src/**', 'apps/agent/src/**'],
    ignores: ['**/*.test.*'],
    rules: { 'wps/route-literals': 'error' },
  },
  {
    // Command-line tools and servers print to the console by design.
    files: ['scripts/**', 'apps/sandbox/src/**', '**/*.config.{js,ts}', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every end-to-end test must get its own sandbox world, which only the `test` of e2e/harness.ts gives.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from ./harness: it gives each test its own sandbox world.',
            },
          ],
        },
      ],
    },
  },
);
