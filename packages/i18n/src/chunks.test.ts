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

/** The chunks the code loads with `import()`, each named once. */
function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/import\("\.\/([\w-]+\.js)"\)/g)].map((match) => match[1] ?? ''))];
}

afterAll(() => rm(outDir, { recursive: true, force: true }));

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
// One label of each kind of area: shared by both apps, the player's only, the agent's only.
const SHARED_LABEL = 'Sabong';
const PLAYER_LABEL = 'Join {0} on the {1} day';
const AGENT_LABEL = 'Good late afternoon, {{name}}';
// A label of the player's deferred areas (its money pages).
const DEFERRED_LABEL = 'Payment method';

describe('published build', () => {
  it('keeps English out of the main chunk: the whole table is one dynamic import away', () => {
    for (const label of [SHARED_LABEL, PLAYER_LABEL, AGENT_LABEL]) expect(main).not.toContain(label);
    const english = dynamicImports(main).filter((name) => name.startsWith('en-'));
    expect(english).toHaveLength(1);
    const table = withStaticImports(english[0] ?? '');
    for (const label of [SHARED_LABEL, PLAYER_LABEL, AGENT_LABEL]) expect(table).toContain(label);
  });

  it("gives each app's English subset its own areas and not the other app's", () => {
    const player = withStaticImports('player-english.js');
    expect(player).toContain(SHARED_LABEL);
    expect(player).toContain(PLAYER_LABEL);
    expect(player).not.toContain(AGENT_LABEL);
    expect(player).not.toContain(DEFERRED_LABEL);
    const agent = withStaticImports('agent-english.js');
    expect(agent).toContain(SHARED_LABEL);
    expect(agent).toContain(AGENT_LABEL);
    expect(agent).not.toContain(PLAYER_LABEL);
  });

  it("fetches the player's deferred areas as a chunk of their own", () => {
    // (The player's subset itself leaves them out: see the test above.)
    const deferred = dynamicImports(chunks['english.js'] ?? '');
    expect(deferred).toHaveLength(1);
    expect(withStaticImports(deferred[0] ?? '')).toContain(DEFERRED_LABEL);
  });

  it('keeps every other language out of the main chunk, each behind a dynamic import', () => {
    // The only Arabic script in the main chunk is the picker's native names (العربية, فارسی, اردو).
    const withoutNames = main.replace(/"(العربية|فارسی|اردو)"/g, '').replace(/'(العربية|فارسی|اردو)'/g, '');
    expect(withoutNames).not.toMatch(ARABIC_SCRIPT);
    expect(main).not.toContain('الرئيسية');
    // One chunk per language, English's whole table included.
    expect(dynamicImports(main)).toHaveLength(Object.keys(LABEL_LOADERS).length + 1);
    expect(LANGUAGE_CODES.length - 1).toBe(Object.keys(LABEL_LOADERS).length);
  });

  it('puts Arabic in its own chunk, with nothing but Arabic labels', () => {
    const arabic = Object.entries(chunks).filter(([name]) => name.startsWith('ar-'));
    expect(arabic).toHaveLength(1);
    const [, code] = arabic[0] as [string, string];
    expect(code).toContain('الرئيسية');
    expect(code).not.toContain(SHARED_LABEL);
    expect(main).toContain(`import("./${arabic[0]?.[0]}")`);
  });
});
