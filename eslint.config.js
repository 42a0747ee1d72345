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
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { wps, 'react-hooks': reactHooks },
    rules: {
      'wps/import-directions': ['error', { root }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
    // Every end-to-end test must get its own sandbox world, which only the `test` of e2e/support.ts gives.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from ./support: it gives each test its own sandbox world.',
            },
          ],
        },
      ],
    },
  },
);
