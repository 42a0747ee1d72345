import { describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_ALL_HINT, compileHintsPlugin } from './compile-hints.mjs';

function chunk(name, code, { isEntry = false } = {}) {
  return { type: 'chunk', name, isEntry, fileName: `assets/${name}-abc.js`, code };
}

function mapAsset(fileName, mappings) {
  return { type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, mappings }) };
}

function build(isStartChunk, files) {
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  const plugin = compileHintsPlugin(isStartChunk);
  plugin.generateBundle.handler.call({}, {}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('puts the hint on the first line of the chunks picked, and nowhere else', () => {
    const vendor = chunk('vendor', 'import{a}from"./x.js";export function f(){}');
    const entry = chunk('index', 'const __vite__mapDeps=1;\nmain()', { isEntry: true });
    const screen = chunk('home-screen', 'export default 1');
    build((file) => file.name === 'vendor' || file.isEntry, [vendor, entry, screen]);
    expect(vendor.code).toBe(`${COMPILE_ALL_HINT}\nimport{a}from"./x.js";export function f(){}`);
    expect(entry.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    expect(entry.code.split('\n')[1]).toBe('const __vite__mapDeps=1;');
    expect(screen.code).toBe('export default 1');
  });

  it('leaves stylesheets and other assets alone', () => {
    const css = { type: 'asset', name: 'vendor', fileName: 'assets/vendor-abc.css', source: 'a{}' };
    const bundle = build(() => true, [css]);
    expect(bundle['assets/vendor-abc.css'].source).toBe('a{}');
  });

  it("shifts the chunk's source map down by the hint's line", () => {
    const vendor = chunk('vendor', 'f()');
    const map = mapAsset(vendor.fileName, 'AAAA;AACA');
    build(() => true, [vendor, map]);
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
    const plugin = compileHintsPlugin(() => true);
    expect(plugin.apply).toBe('build');
    expect(plugin.generateBundle.order).toBe('post');
  });
});
