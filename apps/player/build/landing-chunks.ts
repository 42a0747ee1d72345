/**
 * Each screen a visitor lands on (home, login...) gets one chunk holding its own module and everything it
 * imports statically that the app's entries do not already load. Left alone, the bundler splits code shared
 * between screens into many files of about 1 KB; home waited on twelve of them, and a phone on slow 4G over
 * HTTP/1.1 fetches only six at a time, each after a round trip. One file a screen is one round trip.
 *
 * A module two landing screens share goes to the first of them in `landing` order; another screen that needs
 * such a module loads that chunk (a few KB more, in one request instead of several).
 */

/** What the bundler tells about one module, as far as this grouping needs it. */
export interface ModuleFacts {
  readonly importedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

export interface LandingScreen {
  /** The chunk's name, e.g. `home-screen`. */
  readonly chunk: string;
  /** The screen module's file, as the bundler names it (an absolute path). */
  readonly file: string;
}

/** The modules `start` imports statically, deep, the starts included. */
export function staticClosure(graph: ModuleGraph, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/** Which landing chunk each module belongs in; modules the entries load, or no landing screen needs, are absent. */
export function landingChunks(
  graph: ModuleGraph,
  entries: readonly string[],
  landing: readonly LandingScreen[],
): Map<string, string> {
  const loaded = staticClosure(graph, entries);
  const chunks = new Map<string, string>();
  for (const screen of landing) {
    if (!graph.getModuleInfo(screen.file))
      throw new Error(`the landing screen ${screen.file} is not in the build`);
    for (const id of staticClosure(graph, [screen.file]))
      if (!loaded.has(id) && !chunks.has(id)) chunks.set(id, screen.chunk);
  }
  return chunks;
}

/**
 * A `name` function for a code-splitting group: the landing chunk a module belongs in, or null to leave it to
 * the other groups. The assignment is worked out once per chunking pass (the bundler reuses one module-info
 * object per module within a pass, so a new object for the first entry means a new pass).
 */
export function landingChunkNamer(
  entries: readonly string[],
  landing: readonly LandingScreen[],
): (moduleId: string, ctx: ModuleGraph) => string | null {
  let pass: { key: ModuleFacts | null; chunks: Map<string, string> } | undefined;
  return (moduleId, ctx) => {
    const key = entries[0] === undefined ? null : ctx.getModuleInfo(entries[0]);
    if (!pass || pass.key !== key) pass = { key, chunks: landingChunks(ctx, entries, landing) };
    return pass.chunks.get(moduleId) ?? null;
  };
}
