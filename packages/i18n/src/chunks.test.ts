import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../tsup.config';
import { LANGUAGE_CODES } from './languages';
import { LABEL_LOADERS } from './loaders';

// Builds the package exactly as `pnpm build` does and inspects what a consumer downloads first.
let outDir = '';
let main = '';
let chunks: Record<string, string> = {};

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'i18n-chunks-'));
  await build({ ...bundleOptions, outDir, dts: false, sourcemap: false, silent: true, config: false });
  const files = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
  chunks = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)),
  );
  main = withStaticImports('index.js');
}, 60_000);

/** A chunk and every chunk it imports statically: what a consumer of the main entry downloads first. */
function withStaticImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const code = chunks[file] ?? '';
  const imported = [...code.matchAll(/(?:from|import) "\.\/([\w-]+\.js)"/g)].map((match) => match[1] ?? '');
  return [code, ...imported.map((name) => withStaticImports(name, seen))].join('\n');
}

afterAll(() => rm(outDir, { recursive: true, force: true }));

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('published build', () => {
  it('bundles English in the main chunk', () => {
    expect(main).toContain('Sabong');
    expect(main).toContain('Join {0} on the {1} day');
  });

  it('keeps every other language out of the main chunk, each behind a dynamic import', () => {
    // The only Arabic script in the main chunk is the picker's native names (العربية, فارسی, اردو).
    const withoutNames = main.replace(/"(العربية|فارسی|اردو)"/g, '').replace(/'(العربية|فارسی|اردو)'/g, '');
    expect(withoutNames).not.toMatch(ARABIC_SCRIPT);
    expect(main).not.toContain('الرئيسية');
    const dynamicImports = [...main.matchAll(/import\("\.\/([\w-]+\.js)"\)/g)].map((match) => match[1]);
    expect(dynamicImports).toHaveLength(Object.keys(LABEL_LOADERS).length);
    expect(LANGUAGE_CODES.length - 1).toBe(Object.keys(LABEL_LOADERS).length);
  });

  it('puts Arabic in its own chunk, with nothing but Arabic labels', () => {
    const arabic = Object.entries(chunks).filter(([name]) => name.startsWith('ar-'));
    expect(arabic).toHaveLength(1);
    const [, code] = arabic[0] as [string, string];
    expect(code).toContain('الرئيسية');
    expect(code).not.toContain('Sabong');
    expect(main).toContain(`import("./${arabic[0]?.[0]}")`);
  });
});
