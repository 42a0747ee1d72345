import { defineConfig } from 'tsup';

/** Shared with the chunk test, which builds the package the same way into a temporary folder. */
export const bundleOptions = {
  // Every module is an entry of its own (shared code goes to chunks), so that i18next (which a bundler cannot drop: it has top-level side
  // effects) reaches only the apps that call createI18n; a kit component that only translates gets
  // useTranslation without it. Code both entries use goes to shared chunks.
  entry: [
    'src/*.ts',
    'src/format/*.ts',
    '!src/**/*.test.ts',
    '!src/*.d.ts',
    '!src/completeness*.ts',
    '!src/duplicate-labels*.ts',
  ],
  external: ['react', 'react-i18next', 'i18next'],
  format: ['esm' as const],
  // Code splitting turns each `import('./locales/<code>/index')` into its own chunk file.
  splitting: true,
  // Flags are a few hundred bytes each: inline them so the published package needs no asset handling.
  loader: { '.svg': 'dataurl' as const },
  target: 'es2022',
  // Keep labels as UTF-8 rather than \u escapes: a Thai or Arabic table is a third of the bytes.
  esbuildOptions(options: { charset?: 'ascii' | 'utf8' }) {
    options.charset = 'utf8';
  },
};

// Types are emitted by the TypeScript 7 compiler (tsconfig.build.json); tsup only bundles JavaScript.
export default defineConfig({ ...bundleOptions, dts: false, sourcemap: true, clean: true });
