import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { SourceMapConsumer, type RawSourceMapInput } from 'source-map-js';
import { urlPathToFile, type Mount } from './bundle-size';
import type { CallFrame } from './cpu-profile';
import type { SourcedFrame } from './frame-causes';

/**
 * A source as the report names it: `node_modules/<package>/…` for a dependency (pnpm's store folders dropped),
 * repository-relative for our code. `mapFile` is the source map the source is listed in, relative to which it
 * resolves; virtual modules (`\0rolldown/runtime.js`) keep their name without the marker.
 */
export function sourceName(source: string, mapFile: string, root: string): string {
  if (source.startsWith('\0')) return source.slice(1);
  const absolute = resolve(dirname(mapFile), source);
  const at = absolute.lastIndexOf('/node_modules/');
  if (at >= 0) return absolute.slice(at + 1);
  return relative(root, absolute);
}

/**
 * The top-level code of a module or script: a frame with no function name that starts where its script starts.
 * (An anonymous callback has no name either, but starts inside the script.)
 */
export function isTopLevel(frame: CallFrame): boolean {
  return frame.url !== '' && frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0;
}

/** Where a frame's function came from, by the hidden source map next to the built file its URL serves. */
export type SourceLookup = (frame: CallFrame) => string | undefined;

/** Reads each built file's `.map` once; a script without one (an inline script, another origin) has no source. */
export function sourceMapLookup(mounts: readonly Mount[], root: string): SourceLookup {
  const consumers = new Map<string, { consumer: SourceMapConsumer; mapFile: string } | undefined>();
  const consumerFor = (url: string) => {
    if (!consumers.has(url)) {
      const file = url.startsWith('http') ? urlPathToFile(new URL(url).pathname, mounts) : undefined;
      const mapFile = file && `${file}.map`;
      consumers.set(
        url,
        mapFile && existsSync(mapFile)
          ? {
              consumer: new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMapInput),
              mapFile,
            }
          : undefined,
      );
    }
    return consumers.get(url);
  };
  return (frame) => {
    const found = frame.url ? consumerFor(frame.url) : undefined;
    if (!found) return undefined;
    const position = found.consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    return position.source ? sourceName(position.source, found.mapFile, root) : undefined;
  };
}

/** The frame as the attribution sees it: top-level code is the whole chunk, so its source is not looked up. */
export function sourcedFrame(frame: CallFrame, lookup: SourceLookup): SourcedFrame {
  const topLevel = isTopLevel(frame);
  return {
    functionName: frame.functionName,
    url: frame.url,
    source: topLevel ? undefined : lookup(frame),
    topLevel,
  };
}

/**
 * The file a leaf frame is counted under in the report's top files: its source, the chunk for top-level code
 * (`/m/assets/vendor-x.js (top level)`), the script's path when no map knows it (`/m/home (inline script)` for the
 * page's own), or the function's name when it has no script (the engine's nodes, built-ins such as `fetch`).
 */
export function fileLabel(frame: SourcedFrame): string {
  const path = frame.url.startsWith('http') ? new URL(frame.url).pathname : frame.url;
  if (frame.topLevel) return `${path} (top level)`;
  if (frame.source) return frame.source;
  // A script served as part of a page (not a .js file) is one of its inline scripts.
  if (path && !/\.m?js$/.test(path)) return `${path} (inline script)`;
  return path || frame.functionName || '(anonymous)';
}
