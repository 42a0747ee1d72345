/* The service worker of one build, written out by the service-worker build plugin with its options filled in. */
'use strict';

/**
 * @type {{
 *   cacheName: string, cachePrefix: string, precache: string[], networkFirst: string[], assetPrefixes: string[],
 *   bypassPrefixes: string[], pages: null | { scope: string, shell: string,
 *     others: { shell: string, paths: string[], prefixes: string[] }[] }
 * }}
 */
const OPTIONS = /** @type {any} */ ('__WPS_SW_OPTIONS__');

/** What the worker does with a request: leave it alone, or answer it from one of its strategies. */
function strategyFor(request) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return 'network';
  // Money and session answers stay live: `/wps` is never answered, cached or even looked at.
  if (
    OPTIONS.bypassPrefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  )
    return 'network';
  if (request.mode === 'navigate') return shellFor(url.pathname) ? 'shell' : 'network';
  if (OPTIONS.networkFirst.includes(url.pathname)) return 'network-first';
  if (OPTIONS.assetPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return 'cache-first';
  if (OPTIONS.precache.includes(url.pathname)) return 'cache-first';
  return 'network';
}

/** The cached `index.html` of the build that owns a page, or nothing for paths that are no page. */
function shellFor(pathname) {
  const pages = OPTIONS.pages;
  if (!pages || !pathname.startsWith(pages.scope) || pathname === pages.scope) return undefined;
  // Files (`/m/licence.svg`) and `/m/agent-app/...` are no pages of either app.
  if (pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return undefined;
  for (const other of pages.others) {
    if (pathname.startsWith(other.shell.slice(0, other.shell.lastIndexOf('/') + 1))) return undefined;
    if (other.paths.includes(pathname) || other.prefixes.some((prefix) => pathname.startsWith(prefix)))
      return other.shell;
  }
  return pages.shell;
}

async function fromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    const cache = await caches.open(OPTIONS.cacheName);
    await cache.put(request, copy);
  }
  return response;
}

async function networkThenCache(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(OPTIONS.cacheName);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** A page load: the owning build's cached shell (instant, and there offline), else the network. */
async function shell(request) {
  const url = new URL(request.url);
  const cached = await caches.match(shellFor(url.pathname));
  return cached ?? fetch(request);
}

self.addEventListener('install', (event) => {
  // Where the browser has static routes, `/wps` goes straight to the network without even starting the worker.
  if (typeof event.addRoutes === 'function') {
    const routes = OPTIONS.bypassPrefixes.flatMap((prefix) => [
      { condition: { urlPattern: { pathname: prefix } }, source: 'network' },
      { condition: { urlPattern: { pathname: `${prefix}/*` } }, source: 'network' },
    ]);
    event.waitUntil(Promise.resolve(event.addRoutes(routes)).catch(() => undefined));
  }
  event.waitUntil(
    caches
      .open(OPTIONS.cacheName)
      .then((cache) => cache.addAll(OPTIONS.precache.map((url) => new Request(url, { cache: 'no-cache' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(OPTIONS.cachePrefix) && name !== OPTIONS.cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// A new deployment waits until the user agrees to reload; the page then posts this message.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'network') return;
  if (strategy === 'shell') event.respondWith(shell(event.request));
  else if (strategy === 'network-first') event.respondWith(networkThenCache(event.request));
  else event.respondWith(fromCacheOrNetwork(event.request));
});
