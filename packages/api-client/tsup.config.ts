import { defineConfig } from 'tsup';

// Types are emitted by the TypeScript 7 compiler (tsconfig.build.json); tsup only bundles JavaScript.
export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts', 'src/mocks/index.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
