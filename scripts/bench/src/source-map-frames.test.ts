import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { fileLabel, isTopLevel, sourceMapLookup, sourceName } from './source-map-frames';

const ROOT = '/repo';
const MAP = '/repo/apps/player/dist/assets/vendor-x.js.map';
const frame = (functionName: string, url: string, lineNumber: number, columnNumber: number) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('sourceName', () => {
  it("names a dependency by its package path, without pnpm's store folders", () => {
    const source =
      '../../../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js';
    expect(sourceName(source, MAP, ROOT)).toBe('node_modules/react-dom/cjs/x.js');
  });

  it('names our code from the repository root, and a virtual module by its name', () => {
    expect(sourceName('../../src/main.tsx', MAP, ROOT)).toBe('apps/player/src/main.tsx');
    expect(sourceName('../../../../packages/i18n/src/setup.ts', MAP, ROOT)).toBe(
      'packages/i18n/src/setup.ts',
    );
    expect(sourceName('\0rolldown/runtime.js', MAP, ROOT)).toBe('rolldown/runtime.js');
  });
});

describe('isTopLevel', () => {
  it('is the nameless frame that starts where its script starts, not an anonymous callback inside it', () => {
    expect(isTopLevel(frame('', 'http://h/m/assets/index-x.js', 0, 0))).toBe(true);
    expect(isTopLevel(frame('', 'http://h/m/assets/index-x.js', 0, 812))).toBe(false);
    expect(isTopLevel(frame('render', 'http://h/m/assets/index-x.js', 0, 0))).toBe(false);
    expect(isTopLevel(frame('(program)', '', 0, 0))).toBe(false);
  });
});

describe('fileLabel', () => {
  it("names the leaf's source, the chunk of top-level code, the script without a map, or the engine node", () => {
    const url = 'http://h/m/assets/index-x.js';
    expect(fileLabel({ functionName: 'f', url, source: 'apps/player/src/main.tsx', topLevel: false })).toBe(
      'apps/player/src/main.tsx',
    );
    expect(fileLabel({ functionName: '', url, topLevel: true })).toBe('/m/assets/index-x.js (top level)');
    expect(fileLabel({ functionName: 'f', url: 'http://h/m/home', topLevel: false })).toBe(
      '/m/home (inline script)',
    );
    expect(fileLabel({ functionName: 'f', url: 'http://h/m/assets/chunk-x.js', topLevel: false })).toBe(
      '/m/assets/chunk-x.js',
    );
    expect(fileLabel({ functionName: 'fetch', url: '', topLevel: false })).toBe('fetch');
    expect(fileLabel({ functionName: '(program)', url: '', topLevel: false })).toBe('(program)');
  });
});

describe('sourceMapLookup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-maps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a function's original file through the hidden map beside the built file its URL serves", () => {
    const assets = join(dir, 'apps/player/dist/assets');
    mkdirSync(assets, { recursive: true });
    const map = new SourceMapGenerator({ file: 'index-x.js' });
    const mapping = (column: number, source: string) =>
      map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    mapping(0, '../../src/main.tsx');
    mapping(40, '../../../../node_modules/.pnpm/i18next@26.7.2/node_modules/i18next/dist/esm/i18next.js');
    writeFileSync(join(assets, 'index-x.js'), 'built code');
    writeFileSync(join(assets, 'index-x.js.map'), map.toString());
    const lookup = sourceMapLookup([{ base: '/m/', dir: join(dir, 'apps/player/dist') }], dir);

    expect(lookup(frame('t', 'http://h/m/assets/index-x.js', 0, 52))).toBe(
      'node_modules/i18next/dist/esm/i18next.js',
    );
    expect(lookup(frame('boot', 'http://h/m/assets/index-x.js', 0, 10))).toBe('apps/player/src/main.tsx');
    // No map: an inline script in the page, a chunk the build does not have, the engine's own nodes.
    expect(lookup(frame('', 'http://h/m/home', 3, 10))).toBeUndefined();
    expect(lookup(frame('f', 'http://h/m/assets/missing.js', 0, 0))).toBeUndefined();
    expect(lookup(frame('(program)', '', 0, 0))).toBeUndefined();
  });
});
