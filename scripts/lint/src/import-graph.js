// The relative static imports between the workspace's source files, read from disk once per lint run, for the
// import-cycle rule. Type-only imports are edges too: they vanish from the build, but two modules that name each
// other's types are still one tangle to read, test and move. Only a dynamic import() is no edge: it loads
// lazily, on purpose, and is how a module reaches one that imports it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm;
// `import x from '…'`, `import '…'`, `export { x } from '…'`, `export * from '…'`, each also with `type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^;'"]*?\sfrom\s*)?['"](\.[^'"\n]*)['"]/gm;

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** The file a relative specifier names, or undefined (a package, a missing file). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = EXTENSIONS.map((extension) => base + extension);
  // TypeScript sources may name a sibling by its emitted `.js` name.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find(isFile);
}

/** The relative specifiers a source imports statically, type-only imports included. */
export function staticImports(source) {
  const text = source.replace(COMMENTS, '$1');
  return [...text.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

const edges = new Map();

/** The files `file` imports statically, as read from disk (cached for the rest of the run). */
export function importsOf(file) {
  let targets = edges.get(file);
  if (!targets) {
    const source = CODE.test(file) ? readFileSync(file, 'utf8') : '';
    targets = [
      ...new Set(
        staticImports(source)
          .map((spec) => resolveImport(file, spec))
          .filter(Boolean),
      ),
    ];
    edges.set(file, targets);
  }
  return targets;
}

/** The shortest chain of imports from `start` back to `goal`, or undefined when there is none. */
export function pathBack(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}
