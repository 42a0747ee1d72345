import { RUNTIME_CONFIG_ELEMENT_ID } from '@wps-mobile/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildEarlyScript, inlineCode } from './inline-early-script';

const chunk = (code: string, extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', code, imports: [], dynamicImports: [], exports: [], ...extra }) as Rollup.OutputChunk;

describe('inlineCode', () => {
  it('takes the one chunk of the build', () => {
    expect(inlineCode([chunk(' run(); \n')])).toBe('run();');
  });

  it.each([
    ['two chunks', [chunk('a()'), chunk('b()')]],
    ['an import', [chunk('a()', { imports: ['vendor.js'] })]],
    ['a lazy import', [chunk('a()', { dynamicImports: ['late.js'] })]],
    ['an export', [chunk('a()', { exports: ['a'] })]],
    ['text that ends the element', [chunk('x = "</script>"')]],
    ['text that opens a comment', [chunk('x = "<!--"')]],
  ])('refuses %s', (_what, output) => {
    expect(() => inlineCode(output)).toThrow();
  });
});

describe('the early script as built', () => {
  it('is one module that imports nothing and reads the config the page carries', async () => {
    const { code, files } = await buildEarlyScript({
      entry: path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/early.ts'),
      target: 'es2022',
      base: '/m/',
    });
    expect(code).toContain(RUNTIME_CONFIG_ELEMENT_ID);
    // The one file it starts, the locale-data worker, is addressed under the app's base and written with the app.
    const worker = files.find((file) => /^assets\/intl-warmup-worker-[\w-]+\.js$/.test(file.fileName));
    expect(worker).toBeDefined();
    expect(code).toContain(`/m/${worker?.fileName}`);
    expect(code).not.toMatch(/\bimport\s*[({]|\bimport\s+["'\w]|\bexport\s*\{/);
    // Small enough to sit in the page: the whole app is not in it.
    expect(code.length).toBeLessThan(16_000);
  }, 60_000);
});
