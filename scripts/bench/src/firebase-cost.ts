import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliFileSize } from './bundle-size';
import type { Measurements } from './measured';
import { kbText } from './text-table';

/** The Firebase SDK's chunk of the player build (`src/lib/account/firebase/firebase-auth.ts` and the SDK). */
const FIREBASE_CHUNK = /^firebase-auth-[\w-]+\.js$/;

export interface FirebaseCost {
  /** The chunk's file name and brotli bytes; undefined when the build has none. */
  readonly chunk: { readonly file: string; readonly bytes: number } | undefined;
  /** Per measured page: brotli bytes of the chunk it loaded before render and to its first screen. */
  readonly pages: readonly {
    readonly label: string;
    readonly beforeRender: number;
    readonly firstScreen: number;
  }[];
}

/**
 * What Firebase sign-in costs a visitor. The bench's merchant (the demo) has Firebase off, so every page should
 * load 0 bytes of the SDK: it is one lazy chunk, fetched only where the merchant's config offers Firebase.
 */
export function measureFirebaseCost(playerDist: string, measurements: Measurements): FirebaseCost {
  const assets = join(playerDist, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => FIREBASE_CHUNK.test(name)) : undefined;
  const chunk = file ? { file, bytes: brotliFileSize(join(assets, file)) } : undefined;
  const loaded = (files: readonly string[] | undefined) =>
    (files ?? [])
      .filter((loadedFile) => FIREBASE_CHUNK.test(basename(loadedFile)))
      .reduce((total, loadedFile) => total + brotliFileSize(loadedFile), 0);
  return {
    chunk,
    pages: measurements.routes.map(({ target, measured }) => ({
      label: target.label,
      beforeRender: loaded(measured.beforeRender?.js.files),
      firstScreen: loaded(measured.firstScreen?.js.files),
    })),
  };
}

/** One line for the report, e.g. `firebase SDK: firebase-auth-x.js 26.1 KB brotli; loaded with firebase off: ...`. */
export function firebaseCostLine(cost: FirebaseCost): string {
  const chunk = cost.chunk
    ? `${cost.chunk.file} ${kbText(cost.chunk.bytes)} brotli (lazy)`
    : 'no chunk in the build';
  const pages = cost.pages
    .map((page) => `${page.label} ${page.beforeRender + page.firstScreen} B`)
    .join(', ');
  return `firebase SDK: ${chunk}; loaded by a visitor with firebase off: ${pages || 'no page measured'}`;
}
