import { entriesClosure } from './chunk-files.mjs';

/**
 * V8's explicit compile hint (Chromium 136 on): a file whose first line is this comment has every function
 * compiled while it streams in, on a background thread, instead of each one on the main thread the first time it
 * runs. Browsers without the hint read a comment.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of a built chunk, and shifts its source map (the bundle's `.map` asset, as
 * Vite writes it) down by that line, so the maps still point at the right code.
 *
 * @param {{ code: string, fileName: string }} chunk
 * @param {Record<string, { type: string, source?: string | Uint8Array }>} bundle
 */
export function addCompileHint(chunk, bundle) {
  if (chunk.code.startsWith(COMPILE_ALL_HINT)) return;
  chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`;
  const mapAsset = bundle[`${chunk.fileName}.map`];
  if (mapAsset?.type !== 'asset' || mapAsset.source === undefined) return;
  const map = JSON.parse(
    typeof mapAsset.source === 'string' ? mapAsset.source : new TextDecoder().decode(mapAsset.source),
  );
  // In a source map's mappings, each `;` starts the next line of the generated file.
  map.mappings = `;${map.mappings}`;
  mapAsset.source = JSON.stringify(map);
}

/**
 * The chunks a page runs before its first render: each entry and, through their static imports, every chunk it
 * needs before it can run (`entriesClosure`, without its stylesheets). Lazy imports' chunks are left out (a
 * screen's code, much of which runs only on a tap).
 *
 * @param {Record<string, { type: string, isEntry?: boolean, imports?: readonly string[] }>} bundle
 * @returns {Set<string>} their file names
 */
export function startChunks(bundle) {
  return new Set([...entriesClosure(bundle)].filter((fileName) => bundle[fileName]?.type === 'chunk'));
}

/**
 * Marks the chunks a page runs before its first render (`startChunks`: the libraries, the app's start) for eager
 * compilation, in both apps. Nearly all of their functions run at start; a chunk most of whose functions never
 * run would be compiled for nothing, at a cost in memory and the background thread's time. It runs after Vite's
 * own steps, which may put a line of their own on top of an entry (the list of a lazy import's files) where the
 * hint would no longer be first.
 *
 * In the bench's start profiles at 4x CPU (the same build with and without it, loads alternating, median of five
 * or six each way), home's long tasks blocked for 420 ms with no hint and 215 ms with it on the libraries' chunk;
 * in a second set, 250 ms with it on the libraries' chunk alone and 150 ms with it on the entry and its shared
 * chunk too. The agent home's: 210 ms without it, 104 ms with it on its entry.
 */
export function compileHintsPlugin() {
  return {
    name: 'wps-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startChunks(bundle)) addCompileHint(bundle[fileName], bundle);
      },
    },
  };
}
