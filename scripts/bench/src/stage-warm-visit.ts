import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { errorMessage, log } from './log';
import { medianOf } from './stats';
import { inRounds, throttle, VISITS } from './throttled-phone';

/** The page a returning player opens. */
export const WARM_PATH = '/m/home';

/** One page load: when it painted and where its bytes came from. */
export interface VisitMetrics {
  /** When the page's HTML started to arrive (from the network, the HTTP cache or the worker). */
  readonly documentMs: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** Bytes over the network (compressed, headers included). */
  readonly networkBytes: number;
  /** Responses answered by the service worker or the HTTP cache. */
  readonly cachedResponses: number;
  readonly networkResponses: number;
}

/** A first visit, then a second one: with the service worker, and with the HTTP cache alone for comparison. */
export interface WarmVisitResult {
  readonly path: string;
  readonly visits: number;
  readonly first: VisitMetrics;
  readonly warmWithWorker: VisitMetrics;
  readonly warmHttpCacheOnly: VisitMetrics;
}

declare global {
  interface Window {
    __paints?: { fcp: number; lcp: number };
  }
}

/** A new tab (so nothing comes from the last tab's memory) that records its first and largest paints. */
async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(() => {
    window.__paints = { fcp: 0, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint' && window.__paints) window.__paints.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last && window.__paints) window.__paints.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

/** Loads the page on a throttled phone and counts its responses by source, until it has been quiet a while. */
async function visit(context: BrowserContext, url: string): Promise<VisitMetrics> {
  const page = await openTab(context);
  const cdp = await throttle(context, page);
  const cached = new Set<string>();
  const seen = new Set<string>();
  let networkBytes = 0;
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    seen.add(event.requestId);
    if (event.response.fromServiceWorker || event.response.fromDiskCache) cached.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!cached.has(event.requestId)) networkBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const paints = await page.evaluate(() => window.__paints ?? { fcp: 0, lcp: 0 });
  const documentMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.responseStart ?? 0;
  });
  await page.close();
  return {
    documentMs: Math.round(documentMs),
    fcpMs: Math.round(paints.fcp),
    lcpMs: Math.round(paints.lcp),
    networkBytes,
    cachedResponses: cached.size,
    networkResponses: seen.size - cached.size,
  };
}

/** Waits until the build's worker is active, that is, has cached the whole build. */
async function workerActive(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/m/licence.svg`);
  await page.waitForFunction(
    async () => Boolean((await navigator.serviceWorker.getRegistration('/m/'))?.active),
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  await page.close();
}

async function oneRound(browser: Browser, origin: string) {
  const url = `${origin}${WARM_PATH}`;
  const withWorker = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'allow' });
  const first = await visit(withWorker, url);
  // The worker installs after the first load; the second visit starts once it has cached the build.
  await workerActive(withWorker, origin);
  const warmWithWorker = await visit(withWorker, url);
  await withWorker.close();

  const httpOnly = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
  await visit(httpOnly, url);
  const warmHttpCacheOnly = await visit(httpOnly, url);
  await httpOnly.close();
  return { first, warmWithWorker, warmHttpCacheOnly };
}

/**
 * Repeat visits to home: loads it once on a throttled phone (slow 4G, 4x CPU), then again, and reports the
 * medians over a few rounds. A failure is reported, not thrown.
 */
export async function measureWarmVisit(
  origin: string,
): Promise<{ result?: WarmVisitResult; error?: string }> {
  log(`visiting ${WARM_PATH} twice on a throttled phone, with and without the service worker`);
  try {
    const rounds = await inRounds((browser) => oneRound(browser, origin));
    return {
      result: {
        path: WARM_PATH,
        visits: VISITS,
        first: medianOf(rounds.map((r) => r.first)),
        warmWithWorker: medianOf(rounds.map((r) => r.warmWithWorker)),
        warmHttpCacheOnly: medianOf(rounds.map((r) => r.warmHttpCacheOnly)),
      },
    };
  } catch (error) {
    log(`FAILED warm visit: ${errorMessage(error)}`);
    return { error: errorMessage(error) };
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ms = (value: number) => (value > 0 ? String(value) : 'n/a');

function row(label: string, m: VisitMetrics): string {
  return `| ${label} | ${ms(m.documentMs)} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${kb(m.networkBytes)} | ${m.networkResponses} | ${m.cachedResponses} |`;
}

/** The warm-visit table of the report. */
export function warmVisitReport(result: WarmVisitResult | undefined, error?: string): string {
  if (!result) return `## Repeat visit to ${WARM_PATH}\n\nFailed: ${error ?? 'unknown error'}`;
  return [
    `## Repeat visit to ${WARM_PATH} (slow 4G, CPU 4x, median of ${result.visits})`,
    '',
    '| Visit | HTML ms | FCP ms | LCP ms | From network | Network responses | Cache or worker responses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('first', result.first),
    row('second, service worker', result.warmWithWorker),
    row('second, HTTP cache only', result.warmHttpCacheOnly),
  ].join('\n');
}
