import type { AppBuild } from './build';
import { buildSize, toKb, type SizedFiles } from './bundle-size';

/** Brotli bytes and KB of a set of files, by kind, without the list of files. */
export interface SizeTotals {
  readonly js: { readonly kb: number; readonly bytes: number };
  readonly css: { readonly kb: number; readonly bytes: number };
}

export interface BuildSizes {
  readonly apps: readonly { readonly label: string; readonly size: SizedFiles }[];
  /** Both apps together; absent when BENCH_FLOOR_ONLY skipped them. */
  readonly total: SizeTotals | undefined;
  readonly floor: SizedFiles;
}

/** Sums the bytes and converts to KB once, so that the total is not off by the apps' rounding. */
function totalOf(sizes: readonly SizedFiles[]): SizeTotals {
  const sum = (kind: 'js' | 'css') => {
    const bytes = sizes.reduce((total, size) => total + size[kind].bytes, 0);
    return { kb: toKb(bytes), bytes };
  };
  return { js: sum('js'), css: sum('css') };
}

/** Sizes whole builds (lazy chunks included). Must run before cleanup deletes the floor app's folder. */
export function measureBuildSizes(
  apps: readonly AppBuild[],
  floorDir: string,
  floorOnly: boolean,
): BuildSizes {
  const appSizes = floorOnly ? [] : apps.map((app) => ({ label: app.name, size: buildSize(app.distDir) }));
  return {
    apps: appSizes,
    total: appSizes.length > 0 ? totalOf(appSizes.map((app) => app.size)) : undefined,
    floor: buildSize(floorDir),
  };
}
