/**
 * Why the main thread was busy, as the start's long tasks are reported. The first five are what issue 36 asks to
 * aim the cut at; the browser's own work and garbage collection are kept apart because no library cut moves
 * them directly, and "other" is the rest (our own code, named by file in the report).
 */
export const CAUSES = [
  'library evaluation',
  'render',
  'label lookups',
  'store updates',
  'sanitising',
  'browser',
  'garbage collection',
  'other',
] as const;
export type Cause = (typeof CAUSES)[number];

/** A profile frame with its original source file, when the build's source map knows it. */
export interface SourcedFrame {
  readonly functionName: string;
  readonly url: string;
  /** `node_modules/<package>/…` for a dependency, repository-relative for our code. */
  readonly source?: string | undefined;
  /** The top-level code of a script or module (evaluating it, not calling one of its functions). */
  readonly topLevel: boolean;
}

/** Dependencies by what they do, checked in this order (a package is named once). */
const PACKAGE_CAUSES: readonly (readonly [Cause, readonly string[]])[] = [
  ['label lookups', ['i18next', 'react-i18next']],
  [
    'store updates',
    [
      '@reduxjs/toolkit',
      'redux',
      'react-redux',
      'immer',
      'reselect',
      'redux-thunk',
      'use-sync-external-store',
    ],
  ],
  ['sanitising', ['dompurify']],
  ['render', ['react-dom', 'react', 'scheduler']],
];

/** Our own code that belongs to a cause: the i18n package (its `t` and formats), the one sanitising component. */
const REPO_CAUSES: readonly (readonly [Cause, string])[] = [
  ['label lookups', 'packages/i18n/src/'],
  ['sanitising', 'packages/ui/src/server-html/'],
];

/** The engine's own nodes: no JavaScript on the stack. */
const ENGINE_CAUSES: ReadonlyMap<string, Cause> = new Map([
  ['(program)', 'browser'],
  ['(idle)', 'browser'],
  ['(garbage collector)', 'garbage collection'],
]);

/** `react-dom` for `node_modules/react-dom/cjs/x.js`, `@reduxjs/toolkit` for a scoped one; undefined for ours. */
export function packageOf(source: string): string | undefined {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
  return first?.startsWith('@') && second ? `${first}/${second}` : first;
}

/** The cause a single frame names, if any. */
export function frameCause(frame: SourcedFrame): Cause | undefined {
  if (frame.url === '' && ENGINE_CAUSES.has(frame.functionName)) return ENGINE_CAUSES.get(frame.functionName);
  if (frame.topLevel) return 'library evaluation';
  if (!frame.source) return undefined;
  const pkg = packageOf(frame.source);
  if (pkg) return PACKAGE_CAUSES.find(([, packages]) => packages.includes(pkg))?.[0];
  return REPO_CAUSES.find(([, prefix]) => frame.source?.startsWith(prefix))?.[0];
}

/**
 * A sample's cause: its stack walked from the leaf to the root, the first frame that names a cause. A label
 * looked up while a component renders is a label lookup, the component itself is render (React called it), and
 * code that runs while a module is evaluated is library evaluation unless a deeper frame names something else.
 */
export function stackCause(leafFirst: readonly SourcedFrame[]): Cause {
  for (const frame of leafFirst) {
    const cause = frameCause(frame);
    if (cause) return cause;
  }
  return 'other';
}
