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
 * Marks the chunks an app's first render runs nearly all of (its libraries' chunk, say) for eager compilation.
 * It is meant for those only: a chunk most of whose functions never run at start would be compiled for nothing,
 * at a cost in memory and the background thread's time. It runs after Vite's own steps, which may put a line of
 * their own on top of an entry (the list of a lazy import's files) where the hint would no longer be first.
 *
 * In the bench's start profiles at 4x CPU (median of five loads each way, the same build with and without the
 * hint), the long tasks of the player's home blocked for 420 ms without it on its libraries' chunk and 215 ms
 * with it, and the agent home's for 210 ms and 104 ms with it on the agent's entry.
 *
 * @param {(chunk: { name: string, isEntry: boolean, fileName: string }) => boolean} isStartChunk
 */
export function compileHintsPlugin(isStartChunk) {
  return {
    name: 'wps-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.fileName.endsWith('.js') && isStartChunk(file))
            addCompileHint(file, bundle);
        }
      },
    },
  };
}
