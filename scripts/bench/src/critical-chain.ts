import { devices } from '@playwright/test';
import type { CriticalChain, ChainRequest } from './chain-format';
import { launchChromium } from './chromium';
import { leaveOpenPages } from './field-data';
import { shownUrl } from './shown-url';

/**
 * Lighthouse's "applied" slow 4G (what its simulation models) and its 4x CPU slowdown, set over the DevTools
 * protocol so the times in the chain are the times a slow phone would see.
 */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
export const CHAIN_CONDITIONS = `slow 4G (562.5 ms RTT, 1.4 Mbit/s), CPU ${CPU_SLOWDOWN}x, empty cache`;

interface Initiator {
  type: string;
  url?: string;
  stack?: Stack;
}
interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}
interface Pending {
  id: string;
  url: string;
  type: string;
  initiatorUrl: string | undefined;
  how: string;
  start: number;
  end?: number;
  failed?: boolean;
  bytes: number;
}

interface Paints {
  fcp?: number;
  lcp?: number;
  lcpUrl?: string;
}

/** Runs before the page's scripts: keeps the paint timings where the benchmark reads them after the load. */
const RECORD_PAINTS = `(() => {
  const paints = (window.__benchPaints = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) Object.assign(paints, { lcp: last.startTime, lcpUrl: last.url || 'text' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** Waits until no request has been in flight for 3 s: lazy screens and pictures arrive well after `load`. */
async function settled(requests: ReadonlyMap<string, Pending>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const busy = [...requests.values()].some((r) => r.end === undefined && !r.failed);
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 3000) return;
  }
}

/** The first script URL on an initiator's stack (the module that called fetch or imported the chunk). */
function stackUrl(stack: Stack | undefined): string | undefined {
  for (let at = stack; at; at = at.parent) {
    const frame = at.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/** Loads `url` once in a phone-sized Chromium, throttled like Lighthouse, and records what waited on what. */
export async function measureCriticalChain(url: string, initScript?: string): Promise<CriticalChain> {
  const origin = new URL(url).origin;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
    if (initScript) await context.addInitScript(initScript);
    await context.addInitScript(RECORD_PAINTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Pending>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (requests.has(event.requestId) || event.request.url.startsWith('data:')) return;
      const initiator = event.initiator as Initiator;
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: (event.type ?? 'other').toLowerCase(),
        initiatorUrl: initiator.url ?? stackUrl(initiator.stack),
        how: initiator.type,
        start: event.timestamp,
        bytes: 0,
      });
    });
    const failed = (event: { requestId: string }): void => {
      const request = requests.get(event.requestId);
      if (request) request.failed = true;
    };
    cdp.on('Network.loadingFailed', failed);
    cdp.on('Network.requestServedFromCache', failed);
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settled(requests);
    const paints = await page.evaluate(() => (window as unknown as { __benchPaints?: Paints }).__benchPaints);
    return {
      path: shownUrl(url, origin),
      conditions: CHAIN_CONDITIONS,
      ...toChain([...requests.values()], paints, origin),
    };
  } finally {
    // Leaving the page sends its field-data beacon, which `pnpm bench` reports at the end.
    await leaveOpenPages(browser.contexts());
    await browser.close();
  }
}

function toChain(
  pending: Pending[],
  paints: Paints | undefined,
  origin: string,
): Pick<CriticalChain, 'fcpMs' | 'lcpMs' | 'lcpResource' | 'requests'> {
  const zero = Math.min(...pending.map((p) => p.start));
  const firstByUrl = new Map<string, string>();
  for (const p of [...pending].sort((a, b) => a.start - b.start))
    if (!firstByUrl.has(p.url)) firstByUrl.set(p.url, p.id);
  const requests: ChainRequest[] = pending.map((p) => ({
    id: p.id,
    url: shownUrl(p.url, origin),
    type: p.type,
    parentId: p.initiatorUrl && p.initiatorUrl !== p.url ? firstByUrl.get(p.initiatorUrl) : undefined,
    how: p.how,
    startMs: (p.start - zero) * 1000,
    endMs: p.end === undefined ? undefined : (p.end - zero) * 1000,
    bytes: p.bytes,
  }));
  return {
    fcpMs: paints?.fcp,
    lcpMs: paints?.lcp,
    lcpResource: paints?.lcpUrl && shownUrl(paints.lcpUrl, origin),
    requests,
  };
}
