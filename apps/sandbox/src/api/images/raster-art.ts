import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from './svg-tile';

/**
 * The committed WebP pictures behind banners, promotions, game icons and avatars (drawn by
 * `render-raster-art.ts`). A name picks one of them by a stable hash, so the same game always shows the same
 * icon.
 */
// A path built from this module's own file: Vite rewrites `new URL('./x', import.meta.url)` into an asset URL
// when another workspace's tests import the sandbox.
export const RASTER_DIR = `${path.join(path.dirname(fileURLToPath(import.meta.url)), 'raster')}${path.sep}`;
export const BANNER_ART = 6;
export const GAME_ART = 12;

export type RasterSet = 'banner' | 'game';

export const rasterFile = (set: RasterSet, index: number): string => `${set}-${index + 1}.webp`;

/** The pixel size each set is drawn at, for the `width`/`height` a page can reserve. */
export const RASTER_SIZE: Readonly<Record<RasterSet, { width: number; height: number }>> = {
  banner: { width: 1080, height: 432 },
  game: { width: 240, height: 240 },
};

const cache = new Map<string, Buffer>();

/** The picture of `set` for `name`, read once and kept in memory. */
export function rasterArt(set: RasterSet, name: string): Buffer {
  const count = set === 'banner' ? BANNER_ART : GAME_ART;
  const numeric = Number(name);
  const index =
    Number.isInteger(numeric) && numeric > 0 && set === 'banner' ? (numeric - 1) % count : hash(name) % count;
  const file = rasterFile(set, index);
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(`${RASTER_DIR}${file}`);
    cache.set(file, bytes);
  }
  return bytes;
}
