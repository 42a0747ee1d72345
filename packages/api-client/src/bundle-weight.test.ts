import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Specifiers a module imports or re-exports as values (type-only imports vanish from bundles). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    if (!match[2] && match[4]) found.push(match[4]);
  }
  for (const match of text.matchAll(/^import\s+'([^']+)';/gm)) if (match[1]) found.push(match[1]);
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every package a module reaches through value imports, with the local path that reached it. */
function reachedPackages(entry: string, seen = new Set<string>()): Map<string, string> {
  const packages = new Map<string, string>();
  const visit = (file: string, trail: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier), `${trail} > ${specifier}`);
      else if (!packages.has(specifier)) packages.set(specifier, trail);
    }
  };
  visit(entry, 'index');
  return packages;
}

describe('what the package root brings into an app bundle', () => {
  it('does not reach the schema library: calls are sent from their routes, schemas stay in /contract', () => {
    const reached = reachedPackages(resolve(SRC, 'index.ts'));
    expect(reached.get('zod')).toBeUndefined();
    // The walk itself works: the root does reach Redux Toolkit.
    expect([...reached.keys()].some((name) => name.startsWith('@reduxjs/toolkit'))).toBe(true);
  });

  it('keeps the plain lists screens import from /contract apart from the schemas', () => {
    for (const file of ['game-constants.ts', 'promotion-constants.ts', 'system-constants.ts']) {
      const files = new Set<string>();
      const reached = reachedPackages(resolve(SRC, 'contract', file), files);
      expect([...reached.keys()], file).toEqual([]);
      expect(files, file).toEqual(new Set([resolve(SRC, 'contract', file)]));
    }
  });

  it("reaches each domain's call routes but no table of every path or call, which a bundler keeps whole", () => {
    const files = new Set<string>();
    reachedPackages(resolve(SRC, 'index.ts'), files);
    expect(files).toContain(resolve(SRC, 'contract/routes/system.generated.ts'));
    expect(files).not.toContain(resolve(SRC, 'contract/paths.ts'));
    expect(files).not.toContain(resolve(SRC, 'contract/call-routes.ts'));
  });

  it("lets a file that sends one domain's calls bundle only that domain's routes", () => {
    const files = new Set<string>();
    reachedPackages(resolve(SRC, 'system.ts'), files);
    const tables = [...files].filter((file) => file.endsWith('.generated.ts')).sort();
    // The account table comes with the base query, which reads the server's key from its `rsaKey` route.
    expect(tables).toEqual(
      ['account', 'system'].map((domain) => resolve(SRC, `contract/routes/${domain}.generated.ts`)),
    );
  });
});
