import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const TEMPLATE = readFileSync(new URL('./worker-template.js', import.meta.url), 'utf8');
const PLACEHOLDER = "'__WPS_SW_OPTIONS__'";

/**
 * @typedef {{ scope: string, shell: string, others: { shell: string, paths: string[], prefixes: string[] }[] }} PageRules
 * @typedef {{
 *   cacheName: string, cachePrefix: string, precache: string[], networkFirst: string[], assetPrefixes: string[],
 *   bypassPrefixes: string[], pages: PageRules | null
 * }} WorkerOptions
 */

/** The worker's source with its options in place of the template's placeholder. */
export function renderServiceWorker(/** @type {WorkerOptions} */ options) {
  return TEMPLATE.replace(PLACEHOLDER, JSON.stringify(options));
}

/**
 * What the worker keeps of a finished bundle: every emitted file but source maps and chunks whose entry module
 * matches `runtimeOnly` (those are cached on first use instead), plus the named public files; sorted URLs.
 * The version is a hash over the kept files' names and contents, so any change to the build makes a new worker.
 *
 * @param {Record<string, { fileName: string, type: 'chunk' | 'asset', code?: string, source?: string | Uint8Array, facadeModuleId?: string | null, isDynamicEntry?: boolean }>} bundle
 * @param {{ base: string, publicFiles?: string[], runtimeOnly?: RegExp[] }} options
 */
export function precacheList(bundle, { base, publicFiles = [], runtimeOnly = [] }) {
  const hash = createHash('sha256');
  const kept = Object.values(bundle)
    .filter((file) => !file.fileName.endsWith('.map') && file.fileName !== 'sw.js')
    .filter(
      (file) =>
        !(
          file.type === 'chunk' &&
          file.isDynamicEntry &&
          runtimeOnly.some((pattern) => pattern.test(file.facadeModuleId ?? ''))
        ),
    )
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const file of kept)
    hash.update(`${file.fileName}\n`).update(file.type === 'chunk' ? (file.code ?? '') : (file.source ?? ''));
  const urls = [...kept.map((file) => file.fileName), ...publicFiles].map((name) => `${base}${name}`);
  return { urls: [...new Set(urls)].sort(), version: hash.digest('hex').slice(0, 12) };
}

/**
 * A Vite plugin that writes the build's service worker (`sw.js`) and, given one, its web app manifest next to
 * `index.html`. The worker precaches the app shell and the hashed assets listed at build time.
 *
 * @param {{
 *   name: string, publicFiles?: string[], runtimeOnly?: RegExp[], networkFirst?: string[],
 *   bypassPrefixes?: string[], extraAssetPrefixes?: string[], pages?: Omit<PageRules, 'scope' | 'shell'>,
 *   manifest?: object
 * }} options `name` prefixes the cache names (one build never deletes another's caches); `pages` makes this
 *   worker answer page loads under the base, with the shells of other builds for the paths they own.
 */
export function serviceWorkerPlugin(options) {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'wps-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    generateBundle(_output, bundle) {
      const publicFiles = ['index.html', ...(options.publicFiles ?? [])];
      if (options.manifest) publicFiles.push('manifest.webmanifest');
      const { urls, version } = precacheList(bundle, {
        base,
        publicFiles,
        runtimeOnly: options.runtimeOnly ?? [],
      });
      const cachePrefix = `wps-${options.name}-`;
      const networkFirst = (options.networkFirst ?? []).map((name) => `${base}${name}`);
      if (options.manifest) networkFirst.push(`${base}manifest.webmanifest`);
      const source = renderServiceWorker({
        cacheName: `${cachePrefix}${version}`,
        cachePrefix,
        // Network-first files are kept for offline use but always asked for first.
        precache: urls,
        networkFirst,
        assetPrefixes: [`${base}${assetsDir}/`, ...(options.extraAssetPrefixes ?? [])],
        bypassPrefixes: options.bypassPrefixes ?? ['/wps', '/__sandbox'],
        pages: options.pages ? { scope: base, shell: `${base}index.html`, ...options.pages } : null,
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      if (options.manifest)
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.webmanifest',
          source: `${JSON.stringify(options.manifest, null, 2)}\n`,
        });
    },
  };
}
