import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { renderServiceWorker } from './service-worker-plugin.mjs';

const ORIGIN = 'https://site.test';

const OPTIONS = {
  cacheName: 'wps-player-v2',
  cachePrefix: 'wps-player-',
  precache: ['/m/index.html', '/m/config.json', '/m/assets/index-abc.js'],
  networkFirst: ['/m/config.json'],
  assetPrefixes: ['/m/assets/', '/m/agent-app/assets/'],
  bypassPrefixes: ['/wps', '/__sandbox'],
  pages: {
    scope: '/m/',
    shell: '/m/index.html',
    others: [
      { shell: '/m/agent-app/index.html', paths: ['/m/agent', '/m/member/team'], prefixes: ['/m/agent/'] },
    ],
  },
};

/** A CacheStorage over plain maps, keyed by absolute URL. */
function fakeCaches() {
  const stores = new Map();
  const keyOf = (request) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name);
    return {
      put: async (request, response) => void store.set(keyOf(request), response),
      addAll: async (requests) => {
        for (const request of requests) store.set(keyOf(request), new Response(`cached ${keyOf(request)}`));
      },
    };
  };
  const match = async (request) => {
    for (const store of stores.values()) {
      const hit = store.get(keyOf(request));
      if (hit) return hit.clone();
    }
    return undefined;
  };
  return {
    stores,
    api: { open, match, keys: async () => [...stores.keys()], delete: async (name) => stores.delete(name) },
  };
}

/** Runs the rendered worker in a sandbox with fake caches and network; returns its event listeners. */
function startWorker(fetchImpl = vi.fn(async () => new Response('from network'))) {
  const listeners = new Map();
  const caches = fakeCaches();
  const self = {
    location: new URL(`${ORIGIN}/m/sw.js`),
    addEventListener: (type, listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  runInNewContext(renderServiceWorker(OPTIONS), {
    self,
    caches: caches.api,
    fetch: fetchImpl,
    // A worker resolves relative URLs against its own; Node's Request needs them absolute.
    Request: class extends Request {
      constructor(url, init) {
        super(new URL(url, ORIGIN), init);
      }
    },
    Response,
    URL,
    Promise,
  });
  /** Dispatches a fetch and gives the answer, or undefined when the worker left the request alone. */
  const fetchEvent = async (path, init = {}) => {
    let answer;
    const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET' });
    listeners.get('fetch')({
      request: withMode(request, init.mode),
      respondWith: (promise) => (answer = promise),
    });
    return answer && (await answer);
  };
  const lifecycle = async (type, extra = {}) => {
    const waits = [];
    listeners.get(type)({ waitUntil: (promise) => waits.push(promise), ...extra });
    await Promise.all(waits);
  };
  return { listeners, caches, self, fetchImpl, fetchEvent, lifecycle };
}

/** Node's Request has no navigate mode; the worker only reads the property. */
function withMode(request, mode = 'cors') {
  return new Proxy(request, { get: (target, key) => (key === 'mode' ? mode : Reflect.get(target, key)) });
}

describe('the generated service worker', () => {
  it('precaches the shell and assets on install and drops only its own old caches on activate', async () => {
    const worker = startWorker();
    worker.caches.stores.set('wps-player-v1', new Map());
    worker.caches.stores.set('wps-agent-v1', new Map());
    await worker.lifecycle('install');
    expect([...worker.caches.stores.get('wps-player-v2').keys()]).toEqual(
      OPTIONS.precache.map((path) => `${ORIGIN}${path}`),
    );
    await worker.lifecycle('activate');
    expect([...worker.caches.stores.keys()].sort()).toEqual(['wps-agent-v1', 'wps-player-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never touches /wps or the sandbox controls, nor writes', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.fetchEvent('/wps/system/status')).toBeUndefined();
    expect(await worker.fetchEvent('/wps', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.fetchEvent('/__sandbox/world')).toBeUndefined();
    expect(await worker.fetchEvent('/m/assets/index-abc.js', { method: 'POST' })).toBeUndefined();
    expect(worker.fetchImpl).not.toHaveBeenCalled();
  });

  it("answers each page with its build's cached shell, and leaves files and other paths alone", async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    worker.caches.stores.set(
      'wps-agent-v1',
      new Map([[`${ORIGIN}/m/agent-app/index.html`, new Response('agent')]]),
    );
    expect(await (await worker.fetchEvent('/m/home', { mode: 'navigate' })).text()).toBe(
      `cached ${ORIGIN}/m/index.html`,
    );
    expect(await (await worker.fetchEvent('/m/member/team', { mode: 'navigate' })).text()).toBe('agent');
    expect(await (await worker.fetchEvent('/m/agent/team/pnl', { mode: 'navigate' })).text()).toBe('agent');
    expect(await worker.fetchEvent('/m/licence.svg', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.fetchEvent('/m/agent-app/index.html', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.fetchEvent('/m/', { mode: 'navigate' })).toBeUndefined();
  });

  it('asks the network for a page whose shell is not cached yet', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await (await worker.fetchEvent('/m/agent', { mode: 'navigate' })).text()).toBe('from network');
  });

  it('serves hashed assets from the cache and keeps those fetched later', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await (await worker.fetchEvent('/m/assets/index-abc.js')).text()).toContain('cached');
    expect(worker.fetchImpl).not.toHaveBeenCalled();
    await worker.fetchEvent('/m/agent-app/assets/fr-xyz.js');
    expect(worker.caches.stores.get('wps-player-v2').has(`${ORIGIN}/m/agent-app/assets/fr-xyz.js`)).toBe(
      true,
    );
  });

  it('asks the network for the runtime config first and falls back to the cached copy offline', async () => {
    let online = true;
    const fetchImpl = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('{"fresh":true}');
    });
    const worker = startWorker(fetchImpl);
    await worker.lifecycle('install');
    expect(await (await worker.fetchEvent('/m/config.json')).text()).toBe('{"fresh":true}');
    online = false;
    expect(await (await worker.fetchEvent('/m/config.json')).text()).toBe('{"fresh":true}');
  });

  it('sends /wps straight to the network by static routes where the browser has them', async () => {
    const worker = startWorker();
    const addRoutes = vi.fn(async () => undefined);
    await worker.lifecycle('install', { addRoutes });
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { urlPattern: { pathname: '/wps' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/wps/*' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/__sandbox' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/__sandbox/*' } }, source: 'network' },
    ]);
    // A browser that refuses the routes still installs the worker.
    const refusing = startWorker();
    await refusing.lifecycle('install', { addRoutes: vi.fn().mockRejectedValue(new TypeError('no')) });
    expect(refusing.caches.stores.get('wps-player-v2').size).toBe(3);
  });

  it('takes over only when the page asks it to', () => {
    const worker = startWorker();
    worker.listeners.get('message')({ data: { type: 'HELLO' } });
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    worker.listeners.get('message')({ data: { type: 'SKIP_WAITING' } });
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
