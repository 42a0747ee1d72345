import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticImports } from './import-graph.js';
import { noImportCycles } from './import-cycles.js';
import { eslint, root } from './repo-eslint.js';

// A small source tree on disk: the rule reads the files an import leads to from disk.
const TREE = {
  'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
  'c.ts': "export { a as c } from './a';\n",
  'view.tsx': "import type { Model } from './model';\nexport const view = (m: Model) => m;\n",
  'model.ts': "import { view } from './view';\nexport type Model = { view: typeof view };\n",
  'shape.ts': "export type { Paint } from './paint';\nexport type Shape = { sides: number };\n",
  'paint.ts': "import { type Shape } from './shape';\nexport type Paint = { shape: Shape };\n",
  'lazy.ts': "export const load = () => import('./loader');\n",
  'loader.ts': "import { load } from './lazy';\nexport default load;\n",
  'folder/index.ts': "import '../uses-folder';\nexport const x = 1;\n",
  'uses-folder.ts': "import { x } from './folder';\nexport const y = x;\n",
};

let dir = '';
let linter = new Linter();

async function cycles(file) {
  const code = await readFile(path.join(dir, file), 'utf8');
  const config = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { wps: { rules: { 'no-import-cycles': noImportCycles } } },
      rules: { 'wps/no-import-cycles': 'error' },
    },
  ];
  return linter.verify(code, config, { filename: path.join(dir, file) }).map((m) => m.message);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-cycles-'));
  linter = new Linter({ cwd: dir });
  for (const [file, code] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), code);
  }
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('no-import-cycles', () => {
  it('reports a cycle through several files, with its chain', async () => {
    expect(await cycles('a.ts')).toEqual([
      'Import cycle: a.ts -> b.ts -> c.ts -> a.ts. Move what both sides need into a module of its own.',
    ]);
    expect(await cycles('c.ts')).toHaveLength(1);
  });

  it('follows a folder import to its index file', async () => {
    expect(await cycles('uses-folder.ts')).toEqual([
      'Import cycle: uses-folder.ts -> folder/index.ts -> uses-folder.ts. Move what both sides need into a module of its own.',
    ]);
  });

  it('counts a cycle closed by a type-only import, on both sides', async () => {
    expect(await cycles('view.tsx')).toEqual([
      'Import cycle: view.tsx -> model.ts -> view.tsx. Move what both sides need into a module of its own.',
    ]);
    expect(await cycles('model.ts')).toEqual([
      'Import cycle: model.ts -> view.tsx -> model.ts. Move what both sides need into a module of its own.',
    ]);
  });

  it('counts type-only re-exports and inline type specifiers', async () => {
    expect(await cycles('shape.ts')).toEqual([
      'Import cycle: shape.ts -> paint.ts -> shape.ts. Move what both sides need into a module of its own.',
    ]);
    expect(await cycles('paint.ts')).toEqual([
      'Import cycle: paint.ts -> shape.ts -> paint.ts. Move what both sides need into a module of its own.',
    ]);
  });

  it('ignores lazy import()', async () => {
    expect(await cycles('loader.ts')).toEqual([]);
    expect(await cycles('lazy.ts')).toEqual([]);
  });

  it('reads static and type-only imports and re-exports from source, skipping comments and import()', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "// import c from './c';",
      "export * from './d';",
      "export { e } from './e';",
      "import './f.css';",
      "import x from 'react';",
      'const g = () => import("./g");',
      "export type { H } from './h';",
      "import { type I } from './i';",
      'import type {\n  J,\n  K,\n} from "./jk";',
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a', './b', './d', './e', './f.css', './h', './i', './jk']);
  });

  it('is on in the repository config', async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, 'apps/player/src/lib/x.ts'));
    expect(config.rules['wps/no-import-cycles']).toEqual([2]);
  });
});
