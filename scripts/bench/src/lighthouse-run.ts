import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, disableFeaturesFlag, disabledFeaturesOf } from './chromium';
import { leaveOpenPages } from './field-data';
import { imageWasteOf, type ImageWaste } from './image-waste';
import { estimatedRequests, type LcpEstimate } from './lcp-estimate';
import type { LighthouseMetrics } from './lighthouse-metrics';
import { mainThreadTimeOf, type MainThreadTime, type TraceEvent } from './main-thread-time';
import { errorMessage, log } from './log';
import { medianOf } from './stats';

export interface LighthouseResult {
  readonly url: string;
  /** Final URL after redirects, as Lighthouse saw it. */
  readonly finalUrl: string;
  readonly runs: readonly LighthouseMetrics[];
  /** Median of each metric over the runs (the single run when there is one). */
  readonly median: LighthouseMetrics;
  /** Warnings Lighthouse attached to the runs (deduplicated). */
  readonly warnings: readonly string[];
  /** Requests to other origins seen by Lighthouse (should be none: the benchmark runs offline). */
  readonly externalRequests: readonly string[];
  readonly lighthouseVersion: string;
  /** The largest contentful paint's element of each run, as Lighthouse names it (a CSS selector). */
  readonly lcpElements: readonly string[];
  /** What the LCP estimate of the run with the median LCP counted; absent when it could not be worked out. */
  readonly lcpEstimate?: LcpEstimate | undefined;
  /** The pictures wider than drawn in the run with the median LCP ("Properly size images"). */
  readonly imageWaste?: readonly ImageWaste[] | undefined;
  /** Each run's main thread in its long tasks, clock time against CPU time (`main-thread-time.ts`). */
  readonly mainThread: readonly (MainThreadTime | undefined)[];
}

interface AuditLike {
  numericValue?: number;
  details?: unknown;
}

/** An audit's numeric value rounded to `decimals` (ms to 0.1 ms, CLS to 4 decimals); NaN when absent. */
function numeric(audits: Record<string, AuditLike | undefined>, id: string, decimals = 1): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') return Number.NaN;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function requestUrls(audit: AuditLike | undefined): string[] {
  const details = audit?.details as { items?: { url?: unknown }[] } | undefined;
  return (details?.items ?? [])
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string');
}

/** The selector of the LCP element in Lighthouse's audit (its first table's first node); '' when absent. */
export function lcpElementOf(audit: AuditLike | undefined): string {
  const tables = (audit?.details as { items?: { items?: { node?: { selector?: unknown } }[] }[] } | undefined)
    ?.items;
  const selector = tables?.[0]?.items?.[0]?.node?.selector;
  return typeof selector === 'string' ? selector : '';
}

/**
 * The launcher's own disabled features and the browser's pop-ups: each run's fresh Chromium loaded them while
 * Lighthouse loaded the page, and on a 2-core machine their renderer took CPU from the page under test.
 */
const LIGHTHOUSE_DISABLED_FEATURES = disableFeaturesFlag(
  chromeLauncher.Launcher.defaultFlags().flatMap(disabledFeaturesOf),
);

/**
 * One Lighthouse run (mobile form factor: simulated slow 4G and 4x CPU slowdown, the defaults) of the
 * performance category, in a fresh Chromium.
 */
async function runOnce(
  url: string,
  initScript: string | undefined,
): Promise<{
  metrics: LighthouseMetrics;
  finalUrl: string;
  warnings: string[];
  external: string[];
  version: string;
  lcpElement: string;
  lcpEstimate: LcpEstimate | undefined;
  imageWaste: ImageWaste[];
  mainThread: MainThreadTime | undefined;
}> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, LIGHTHOUSE_DISABLED_FEATURES],
    logLevel: 'silent',
  });
  // A session the page needs is stored by a script every new page of this Chromium runs first, installed
  // over the DevTools protocol before Lighthouse opens its tab.
  const controller = initScript
    ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    : undefined;
  try {
    if (initScript) await controller?.contexts()[0]?.addInitScript(initScript);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      // The full-page screenshot only feeds the HTML report, which the benchmark does not write.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    await leaveLighthousePage(chrome.port, controller);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, AuditLike | undefined>;
    const score = lhr.categories.performance?.score;
    const origin = new URL(url).origin;
    const external = requestUrls(audits['network-requests']).filter((u) => {
      try {
        const parsed = new URL(u);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin !== origin;
      } catch {
        return false;
      }
    });
    return {
      metrics: {
        score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
        fcp: numeric(audits, 'first-contentful-paint'),
        lcp: numeric(audits, 'largest-contentful-paint'),
        tbt: numeric(audits, 'total-blocking-time'),
        cls: numeric(audits, 'cumulative-layout-shift', 4),
        si: numeric(audits, 'speed-index'),
      },
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings.map(String),
      external,
      version: lhr.lighthouseVersion,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      lcpEstimate: await lcpEstimateOf(result, origin),
      imageWaste: imageWasteOf(audits['uses-responsive-images']),
      mainThread: mainThreadTimeOf(
        (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents,
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    };
  } finally {
    await controller?.close().catch(() => undefined);
    await chrome.kill();
  }
}

/**
 * Leaves the page Lighthouse measured, so it sends its field-data beacon (a page sends what it measured when it is
 * hidden; killing the browser does not hide it). Nothing of the run's result depends on it.
 */
async function leaveLighthousePage(port: number, controller: Browser | undefined): Promise<void> {
  const browser =
    controller ?? (await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => undefined));
  if (!browser) return;
  await leaveOpenPages(browser.contexts());
  if (!controller) await browser.close().catch(() => undefined);
}

/**
 * The requests Lighthouse's pessimistic LCP estimate counted, worked out again from the run's trace and network
 * log with Lighthouse's own simulation (`lcp-estimate.ts` says why they matter); undefined if that fails.
 */
async function lcpEstimateOf(result: RunnerResult, origin: string): Promise<LcpEstimate | undefined> {
  const { artifacts, lhr } = result;
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  try {
    const metric = await LanternLargestContentfulPaint.request(
      data as never,
      {
        computedCache: new Map(),
        settings,
      } as never,
    );
    return { requests: estimatedRequests(metric.pessimisticEstimate.nodeTimings as never, origin) };
  } catch (error) {
    // The report goes on without the list; the reason is logged, since it names what changed in Lighthouse.
    log(`no LCP estimate for ${lhr.finalDisplayedUrl}: ${errorMessage(error)}`);
    return undefined;
  }
}

/** Lighthouse's own "run it again" failures: the trace missed the navigation on a busy machine. */
export const RETRIED_FAILURES = /NO_NAVSTART|NO_TRACING_STARTED/;
const ATTEMPTS = 3;

/** `run`, again up to three times in all when it fails with one of Lighthouse's "run it again" errors. */
export async function withRetries<T>(run: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts || !RETRIED_FAILURES.test(message)) throw error;
    }
  }
}

/** The run whose LCP is the median (the lower middle one of an even count). */
export function medianLcpRun<T extends { metrics: Pick<LighthouseMetrics, 'lcp'> }>(
  runs: readonly T[],
): T | undefined {
  const sorted = [...runs].sort((a, b) => a.metrics.lcp - b.metrics.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Runs Lighthouse `runs` times on a URL and keeps the median of each metric. */
export async function runLighthouse(
  url: string,
  runs: number,
  initScript: () => Promise<string | undefined> = () => Promise.resolve(undefined),
): Promise<LighthouseResult> {
  const results = [];
  // A fresh session per run, so an idle timeout never ends one between runs.
  for (let i = 0; i < runs; i += 1)
    results.push(await withRetries(async () => runOnce(url, await initScript())));
  const last = results[results.length - 1];
  if (!last) throw new Error('runLighthouse needs at least one run');
  return {
    url,
    finalUrl: last.finalUrl,
    runs: results.map((r) => r.metrics),
    median: medianOf(results.map((r) => r.metrics)),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    externalRequests: [...new Set(results.flatMap((r) => r.external))],
    lighthouseVersion: last.version,
    lcpElements: results.map((r) => r.lcpElement),
    lcpEstimate: medianLcpRun(results)?.lcpEstimate,
    imageWaste: medianLcpRun(results)?.imageWaste,
    mainThread: results.map((r) => r.mainThread),
  };
}
