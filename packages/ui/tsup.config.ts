import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Declarations keep the components' `import './x.css'`; this ambient module lets projects that type-check
// their dependencies (skipLibCheck: false) resolve them. The published "types" entry loads it first.
const CSS_DECLARATION = "declare module '*.css';\n";
const TYPES_ENTRY = '/// <reference path="./css.d.ts" />\nexport * from \'./index.js\';\n';

// Types are emitted by the TypeScript 7 compiler (tsconfig.build.json), which runs after tsup and leaves these
// two files alone; tsup only bundles JavaScript and collects each entry's imported stylesheets into
// dist/<entry>.css (published as '@wps-mobile/ui/styles.css' and '@wps-mobile/ui/carousel.css').
// The carousel is an entry of its own ('@wps-mobile/ui/carousel'), so Swiper reaches only the apps that import
// it; code both entries use goes to shared chunks.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/test',
    '!src/*.d.ts',
  ],
  format: ['esm'],
  splitting: true,
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
