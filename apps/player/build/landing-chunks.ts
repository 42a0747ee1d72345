import { usedClosure, type ModuleFacts, type ModuleGraph } from './used-closure';

/**
 * Each screen a visitor lands on (home, login...) gets one chunk holding its own module and everything it
 * imports statically that the app's entries do not already load. Left alone, the bundler splits code shared
 * between screens into many files of about 1 KB; home waited on twelve of them, and a phone on slow 4G over
 * HTTP/1.1 fetches only six at a time, each after a round trip. One file a screen is one round trip.
 *
 * What the entries and the screens use is read through the packages' barrels by name (`used-closure.ts`).
 * A module two landing screens share goes to one shared chunk; another screen that needs a module of these
 * chunks loads that chunk (a few KB more, in one request instead of several).
 */

export interface LandingScreen {
  /** The chunk's name, e.g. `home-screen`. */
  readonly chunk: string;
  /** The screen module's file, as the bundler names it (an absolute path). */
  readonly file: string;
}

/** The chunk of the modules two or more landing screens need. */
export const SHARED_LANDING_CHUNK = 'landing-shared';

/**
 * Which landing chunk each module belongs in: its screen's, or the shared one when several landing screens
 * need it. Modules the entries load, or no landing screen needs, are absent.
 */
export function landingChunks(
  graph: ModuleGraph,
  entries: readonly string[],
  landing: readonly LandingScreen[],
): Map<string, string> {
  const loaded = usedClosure(graph, entries);
  const chunks = new Map<string, string>();
  for (const screen of landing) {
    if (!graph.getModuleInfo(screen.file))
      throw new Error(`the landing screen ${screen.file} is not in the build`);
    for (const id of usedClosure(graph, [screen.file])) {
      if (loaded.has(id)) continue;
      const other = chunks.get(id);
      chunks.set(id, other === undefined || other === screen.chunk ? screen.chunk : SHARED_LANDING_CHUNK);
    }
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
