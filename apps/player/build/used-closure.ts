import { dirname, resolve } from 'node:path';

/** What the bundler tells about one module, as far as the landing chunks need it. */
export interface ModuleFacts {
  readonly importedIds: readonly string[];
  /** The module's code after the transforms (types stripped), when the bundler has it. */
  readonly code?: string | null;
}

export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

/** A package's entry file, which only re-exports its modules. */
const BARREL = /[\\/]packages[\\/][\w-]+[\\/]src[\\/]index\.[cm]?[jt]sx?$/;

const FROM = /(?:^|[;\n])\s*(import|export)\s*([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;

/** `{ a, b as c, type d }` as the names it takes from the other module (`a`, `b`). */
function braceNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
}

/** Each module specifier of `code` with the names taken from it; `all` for a namespace, default or star. */
export function importsOf(code: string): Map<string, Set<string> | 'all'> {
  const out = new Map<string, Set<string> | 'all'>();
  const add = (spec: string, names: string[] | 'all') => {
    const known = out.get(spec);
    if (known === 'all') return;
    if (names === 'all') {
      out.set(spec, 'all');
      return;
    }
    const set = known ?? new Set<string>();
    for (const name of names) set.add(name);
    out.set(spec, set);
  };
  for (const [, keyword, clause = '', spec = ''] of code.matchAll(FROM)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (keyword === 'export' && clause.includes('*')) add(spec, 'all');
    else if (keyword === 'import' && (outside !== '' || !braces)) add(spec, 'all');
    else add(spec, braceNames(braces?.[1] ?? ''));
  }
  for (const [, spec = ''] of code.matchAll(BARE_IMPORT)) add(spec, []);
  return out;
}

/** A barrel's re-exports: each name with the specifier it comes from, the `export *` specifiers, plain imports. */
export function reExportsOf(code: string): { named: Map<string, string>; stars: string[]; plain: string[] } {
  const named = new Map<string, string>();
  const stars: string[] = [];
  for (const [, keyword, clause = '', spec = ''] of code.matchAll(FROM)) {
    if (keyword !== 'export') continue;
    if (clause.includes('*')) stars.push(spec);
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of (braces?.[1] ?? '').split(',')) {
      const [local = '', exported = local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      if (exported) named.set(exported, spec);
      if (local && local !== exported) named.set(local, spec);
    }
  }
  const plain = [...code.matchAll(BARE_IMPORT)].map(([, spec = '']) => spec);
  return { named, stars, plain };
}

/** The names a module exports itself (declarations, destructuring, lists); `export *` is not followed. */
export function exportNamesOf(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = ''] of code.matchAll(
    /export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g,
  ))
    names.add(name);
  for (const [, list = ''] of code.matchAll(/export\s+(?:const|let|var)\s*\{([^}]*)\}\s*=/g))
    for (const part of list.split(',')) {
      const name = part.split(':').pop()?.split('=')[0]?.trim();
      if (name) names.add(name);
    }
  for (const [, list = ''] of code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  return names;
}

/** The id among `candidates` that `spec`, written in `from`, names; undefined when it cannot tell. */
export function resolveSpec(from: string, spec: string, candidates: readonly string[]): string | undefined {
  const normal = (id: string) => id.replace(/\\/g, '/');
  if (spec.startsWith('.')) {
    const base = normal(resolve(dirname(from), spec));
    return candidates.find((id) => {
      const n = normal(id);
      return n === base || n.startsWith(`${base}.`) || n.startsWith(`${base}/index.`);
    });
  }
  const scoped = /^@wps-mobile\/([\w-]+)(\/.*)?$/.exec(spec);
  if (scoped && !scoped[2])
    return candidates.find((id) => BARREL.test(id) && normal(id).includes(`/packages/${scoped[1]}/`));
  return undefined;
}

/**
 * The modules the `entries` really use, deep: like following every static import, except that a package's
 * barrel (`packages/x/src/index.ts`) leads only to the modules that hold the names imported from it. A
 * barrel re-exports a whole package; following all of it would count as loaded by the entries every part
 * of the kit that only some screen uses. When the code cannot be read, the whole barrel is followed.
 */
export function usedClosure(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  // Barrels reached only for some names: loaded (they are part of the importer's chunk), not followed whole.
  const partly = new Set<string>();
  const queue = [...entries];
  const take = (id: string | undefined) => {
    if (id && !seen.has(id)) queue.push(id);
  };
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const barrels = new Map<string, Set<string> | 'all'>();
    for (const [spec, names] of info.code ? importsOf(info.code) : []) {
      const target = resolveSpec(id, spec, info.importedIds);
      if (target && BARREL.test(target) && !BARREL.test(id)) barrels.set(target, names);
    }
    for (const next of info.importedIds) {
      const names = barrels.get(next);
      if (names && names !== 'all') {
        partly.add(next);
        barrelParts(graph, next, names).forEach(take);
      } else take(next);
    }
  }
  return new Set([...seen, ...partly]);
}

/** The modules of `barrel` that hold `names`, with the barrel's own plain imports (its styles). */
function barrelParts(graph: ModuleGraph, barrel: string, names: Set<string>): string[] {
  const info = graph.getModuleInfo(barrel);
  if (!info?.code) return [barrel];
  const { named, stars, plain } = reExportsOf(info.code);
  const from = (spec: string) => resolveSpec(barrel, spec, info.importedIds);
  const starIds = stars.map(from);
  const parts = plain.map(from);
  for (const name of names) {
    const spec = named.get(name);
    if (spec) {
      parts.push(from(spec));
      continue;
    }
    const holders = starIds.filter((star) => {
      const code = star ? graph.getModuleInfo(star)?.code : undefined;
      return !code || exportNamesOf(code).has(name);
    });
    parts.push(...(holders.length > 0 ? holders : starIds));
  }
  if (parts.some((part) => part === undefined)) return [barrel];
  return [...new Set(parts as string[])];
}
