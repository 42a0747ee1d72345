import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Declarations keep the components' `import './x.css'`; this ambient module lets projects that type-check
// their dependencies (skipLibCheck: false) resolve them. The published "types" entry loads it first.
const CSS_DECLARATION = "declare module '*.css';\n";
const TYPES_ENTRY = '/// <reference path="./css.d.ts" />\nexport * from \'./index.js\';\n';

// Types are emitted by the TypeScript 7 compiler (tsconfig.build.json), which runs after tsup and leaves these
// two files alone; tsup only bundles JavaScript and collects every imported stylesheet into dist/index.css
// (published as '@wps-mobile/ui/styles.css').
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  external: ['react', 'react-dom', 'react/jsx-runtime', '@wps-mobile/i18n', '@wps-mobile/config', 'swiper'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  async onSuccess() {
    await writeFile('dist/css.d.ts', CSS_DECLARATION);
    await writeFile('dist/types.d.ts', TYPES_ENTRY);
  },
});
