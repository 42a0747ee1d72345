import path from 'node:path';

/** Hashed build output never changes under the same name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry documents and the runtime config must be revalidated on every load so a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** API answers and plain errors: personal or short-lived, never kept by a browser or a proxy. */
export const CACHE_NONE = 'no-store';
/** Other public files (icons, images) keep stable names but may change between deploys. */
export const CACHE_SHORT = 'public, max-age=3600';

// Files outside `assets/` with these extensions are entry points or code with unhashed names.
const REVALIDATED_EXTENSIONS = new Set(['.html', '.json', '.webmanifest', '.js', '.mjs', '.txt']);

/** Cache-Control for a file given its path relative to its build's root (`assets/x.js`, `index.html`). */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (REVALIDATED_EXTENSIONS.has(path.extname(relativePath).toLowerCase())) return CACHE_REVALIDATE;
  return CACHE_SHORT;
}
