import type { Plugin } from 'vite';

export interface PageRules {
  readonly scope: string;
  readonly shell: string;
  readonly others: readonly { shell: string; paths: readonly string[]; prefixes: readonly string[] }[];
}

export interface WorkerOptions {
  readonly cacheName: string;
  readonly cachePrefix: string;
  readonly precache: readonly string[];
  readonly networkFirst: readonly string[];
  readonly assetPrefixes: readonly string[];
  readonly bypassPrefixes: readonly string[];
  readonly pages: PageRules | null;
}

export interface ServiceWorkerPluginOptions {
  /** Prefixes the build's cache names, so one build never deletes the other's caches. */
  readonly name: string;
  /** Files of the public folder to precache, relative to the base. */
  readonly publicFiles?: readonly string[];
  /** Lazy chunks whose entry module matches are cached on first use rather than precached. */
  readonly runtimeOnly?: readonly RegExp[];
  /** Files (relative to the base) always asked of the network first, the cached copy used offline. */
  readonly networkFirst?: readonly string[];
  /** Paths never touched by the worker; `/wps` and `/__sandbox` by default. */
  readonly bypassPrefixes?: readonly string[];
  /** Other builds' asset folders that this worker serves cache-first to the pages it controls. */
  readonly extraAssetPrefixes?: readonly string[];
  /** Makes the worker answer page loads with the cached shell; `others` name the other builds' pages. */
  readonly pages?: Pick<PageRules, 'others'>;
  /** Written as `manifest.webmanifest` next to `index.html`. */
  readonly manifest?: object;
}

export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions): Plugin;
export function renderServiceWorker(options: WorkerOptions): string;
export function precacheList(
  bundle: Record<string, unknown>,
  options: { base: string; publicFiles?: readonly string[]; runtimeOnly?: readonly RegExp[] },
): { urls: string[]; version: string };
