import { defineConfig } from 'tsup';

// Types are emitted by the TypeScript 7 compiler (tsconfig.build.json); tsup only bundles JavaScript.
export default defineConfig({
  // Every module is an entry (shared code goes to chunks), so a bundler keeps only the domains an app imports:
  // each domain's file injects its endpoints at load, which a bundler cannot drop from one big file.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing'],
  splitting: true,
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
