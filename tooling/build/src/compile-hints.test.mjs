import { describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_ALL_HINT, compileHintsPlugin, startChunks } from './compile-hints.mjs';

function chunk(name, code, { isEntry = false, imports = [] } = {}) {
  return { type: 'chunk', name, isEntry, imports, fileName: `assets/${name}-abc.js`, code };
}

function mapAsset(fileName, mappings) {
  return { type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, mappings }) };
}

function build(files) {
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  const plugin = compileHintsPlugin();
  plugin.generateBundle.handler.call({}, {}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('puts the hint on the first line of the entries and the chunks they import, not on lazy chunks', () => {
    const runtime = chunk('runtime', 'export const r=1');
    const vendor = chunk('vendor', 'import{r}from"./runtime-abc.js";export function f(){}', {
      imports: ['assets/runtime-abc.js'],
    });
    const entry = chunk('index', 'const __vite__mapDeps=1;\nmain()', {
      isEntry: true,
      imports: ['assets/vendor-abc.js', 'assets/runtime-abc.js'],
    });
    const screen = chunk('home-screen', 'export default 1', { imports: ['assets/vendor-abc.js'] });
    const bundle = build([runtime, vendor, entry, screen]);
    expect(vendor.code).toBe(`${COMPILE_ALL_HINT}\nimport{r}from"./runtime-abc.js";export function f(){}`);
    expect(runtime.code).toBe(`${COMPILE_ALL_HINT}\nexport const r=1`);
    expect(entry.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    expect(entry.code.split('\n')[1]).toBe('const __vite__mapDeps=1;');
    expect(screen.code).toBe('export default 1');
    expect([...startChunks(bundle)].sort()).toEqual([
      'assets/index-abc.js',
      'assets/runtime-abc.js',
      'assets/vendor-abc.js',
    ]);
  });

  it('leaves stylesheets and other assets alone', () => {
    const css = { type: 'asset', name: 'index', fileName: 'assets/index-abc.css', source: 'a{}' };
    const entry = chunk('index', 'main()', { isEntry: true, imports: ['assets/index-abc.css'] });
    const bundle = build([entry, css]);
    expect(bundle['assets/index-abc.css'].source).toBe('a{}');
  });

  it("shifts the chunk's source map down by the hint's line", () => {
    const vendor = chunk('vendor', 'f()', { isEntry: true });
    const map = mapAsset(vendor.fileName, 'AAAA;AACA');
    build([vendor, map]);
    expect(JSON.parse(map.source)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });

  it('reads a map written as bytes', () => {
    const vendor = chunk('vendor', 'f()');
    const map = {
      type: 'asset',
      fileName: `${vendor.fileName}.map`,
      source: new TextEncoder().encode('{"mappings":"AAAA"}'),
    };
    addCompileHint(vendor, { [map.fileName]: map });
    expect(JSON.parse(map.source).mappings).toBe(';AAAA');
  });

  it('adds the hint once, however often it is asked', () => {
    const vendor = chunk('vendor', 'f()');
    const map = mapAsset(vendor.fileName, 'AAAA');
    const bundle = { [vendor.fileName]: vendor, [map.fileName]: map };
    addCompileHint(vendor, bundle);
    addCompileHint(vendor, bundle);
    expect(vendor.code).toBe(`${COMPILE_ALL_HINT}\nf()`);
    expect(JSON.parse(map.source).mappings).toBe(';AAAA');
  });

  it("runs after the build's other steps, so nothing is put above it", () => {
    const plugin = compileHintsPlugin();
    expect(plugin.apply).toBe('build');
    expect(plugin.generateBundle.order).toBe('post');
  });
});
