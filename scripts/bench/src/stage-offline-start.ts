import { devices, errors, type Browser, type BrowserContext } from '@playwright/test';
import { errorMessage, log } from './log';
import { postControl } from './serve-gateway';
import { median } from './stats';
import { WARM_PATH } from './stage-warm-visit';
import { inRounds, throttle, VISITS } from './throttled-phone';

/** The goal: the message about the connection or the service on screen within 1 s of the navigation. */
export const TARGET_MS = 1000;
/** How long one start may take to show both; what has not come by then is reported as n/a. */
const WAIT_MS = 30_000;
/** The English texts the app shows, matched as a substring of `#root`'s text. */
export const OFFLINE_MESSAGE = 'No Internet';
export const OUTAGE_MESSAGE = 'The service is temporarily unavailable';

/** One start of home, in ms since the navigation; a time is 0 when it had not happened within 30 s. */
export interface StartMetrics {
  readonly fcpMs: number;
  /** When the message was first in `#root` (the DOM change: its paint follows within a frame). */
  readonly messageMs: number;
  /** Whether the loading shell that index.html carries was still there when the message came. */
  readonly messageInLoadingShell: boolean;
  /** When the app had drawn its own header, nav or main in place of the loading shell. */
  readonly appShellMs: number;
}

export interface OfflineStartResult {
  readonly path: string;
  readonly visits: number;
  readonly targetMs: number;
  /** Opened with no network at all: the page and the build come from the service worker. */
  readonly offline: StartMetrics;
  /** Opened from the worker with the network up but every `/wps` call answered 503. */
  readonly backendDown: StartMetrics;
  /** The same on a first visit: nothing cached, the page and the build over the slow network. */
  readonly backendDownCold: StartMetrics;
}

declare global {
  interface Window {
    __start?: { fcp: number; message: number; messageInLoadingShell: boolean; appShell: number };
  }
}

/**
 * The page's own record of its start, installed before its scripts run. It has no named inner functions: tsx
 * would wrap them in a helper the page does not have.
 */
function recordStart(message: string): void {
  const marks = { fcp: 0, message: 0, messageInLoadingShell: false, appShell: 0 };
  window.__start = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const loading = root.querySelector(':scope > .boot-shell') !== null;
    if (!marks.message && root.textContent?.includes(message)) {
      marks.message = performance.now();
      marks.messageInLoadingShell = loading;
    }
    if (!marks.appShell && !loading && root.querySelector('header, nav, main'))
      marks.appShell = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Loads home in a new tab on the throttled phone and waits for the message and the app's shell (at most 30 s). */
async function start(
  context: BrowserContext,
  url: string,
  message: string,
  offline: boolean,
): Promise<StartMetrics> {
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(recordStart, message);
  await throttle(context, page, { offline });
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(
      () => Boolean(window.__start?.fcp && window.__start.message && window.__start.appShell),
      undefined,
      { timeout: WAIT_MS, polling: 100 },
    )
    .catch((error: unknown) => {
      // What has not come by then stays 0 and reads n/a; anything else than the wait running out is a failure.
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  const marks = await page.evaluate(() => window.__start);
  await page.close();
  if (!marks) throw new Error(`${url} did not run the start recorder`);
  return {
    fcpMs: Math.round(marks.fcp),
    messageMs: Math.round(marks.message),
    messageInLoadingShell: marks.messageInLoadingShell,
    appShellMs: Math.round(marks.appShell),
  };
}

/**
 * A context on the throttled phone whose worker has cached the build and controls home: a returning player. The
 * worker registers after the page's load; once it is ready, a reload makes it control a page. Only then does a
 * later page load offline reach it (with a registration that has controlled nothing yet, Chromium's offline
 * switch fails the load before the worker).
 */
async function returningPlayer(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'allow' });
  const online = await context.newPage();
  await online.goto(url, { waitUntil: 'load' });
  await online.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await online.reload();
  await online.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  await online.close();
  return context;
}

/**
 * Runs `start` with the sandbox's backend down (`POST /__sandbox/outage`): every `/wps` call, pictures included,
 * answered 503 by the server, over the same throttled network and the same six connections as a real outage. (A
 * request fulfilled by the browser's own interception never reached the network or waited for a connection, and
 * each took the bench's process 100 to 600 ms to answer.)
 */
async function withBackendDown<T>(origin: string, start: () => Promise<T>): Promise<T> {
  const outage = async (on: boolean) => {
    const response = await postControl(origin, 'outage', { on });
    if (!response.ok) throw new Error(`the sandbox's outage switch answered ${response.status}`);
  };
  await outage(true);
  try {
    return await start();
  } finally {
    await outage(false);
  }
}

/** A returning player opens home with no network: the page and the build come from the worker. */
async function offlineStart(browser: Browser, url: string): Promise<StartMetrics> {
  const context = await returningPlayer(browser, url);
  try {
    // Playwright's offline switch sets `navigator.onLine` and reaches the worker too; the tab's own CDP
    // conditions (set after it, so they win) keep the throttled phone's CPU and say offline as well.
    await context.setOffline(true);
    return await start(context, url, OFFLINE_MESSAGE, true);
  } finally {
    await context.close();
  }
}

/** A returning player opens home during an outage: the build from the worker, every call failing. */
async function outageStart(browser: Browser, url: string): Promise<StartMetrics> {
  const context = await returningPlayer(browser, url);
  try {
    return await withBackendDown(new URL(url).origin, () => start(context, url, OUTAGE_MESSAGE, false));
  } finally {
    await context.close();
  }
}

/** A first visit during an outage: nothing cached, the page and the build over the slow network. */
async function coldOutageStart(browser: Browser, url: string): Promise<StartMetrics> {
  const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
  try {
    return await withBackendDown(new URL(url).origin, () => start(context, url, OUTAGE_MESSAGE, false));
  } finally {
    await context.close();
  }
}

type Round = Pick<OfflineStartResult, 'offline' | 'backendDown' | 'backendDownCold'>;

async function oneRound(browser: Browser, url: string): Promise<Round> {
  return {
    offline: await offlineStart(browser, url),
    backendDown: await outageStart(browser, url),
    backendDownCold: await coldOutageStart(browser, url),
  };
}

/**
 * The median start over the rounds, field by field. A time that never came counts as later than any other (not
 * as 0), so one missed round moves the median up, and it reads n/a only when most rounds missed it. The message
 * counts as in the loading shell when it was so in most rounds.
 */
export function medianStart(rounds: readonly StartMetrics[]): StartMetrics {
  if (rounds.length === 0) throw new Error('medianStart needs at least one round');
  const time = (pick: (round: StartMetrics) => number) => {
    const value = median(rounds.map((round) => pick(round) || Number.POSITIVE_INFINITY));
    return Number.isFinite(value) ? value : 0;
  };
  return {
    fcpMs: time((round) => round.fcpMs),
    messageMs: time((round) => round.messageMs),
    messageInLoadingShell: rounds.filter((round) => round.messageInLoadingShell).length * 2 > rounds.length,
    appShellMs: time((round) => round.appShellMs),
  };
}

/**
 * Home opened offline from the service worker, and opened while every `/wps` call fails, on the throttled phone
 * (slow 4G, CPU 4x): when the message about the connection or the service shows, and in what. Medians over a
 * few rounds; a failure is reported, not thrown.
 */
export async function measureOfflineStart(
  origin: string,
): Promise<{ result?: OfflineStartResult; error?: string }> {
  log(`opening ${WARM_PATH} offline from the service worker, and with every /wps call failing`);
  try {
    const rounds = await inRounds((browser) => oneRound(browser, `${origin}${WARM_PATH}`));
    return {
      result: {
        path: WARM_PATH,
        visits: VISITS,
        targetMs: TARGET_MS,
        offline: medianStart(rounds.map((r) => r.offline)),
        backendDown: medianStart(rounds.map((r) => r.backendDown)),
        backendDownCold: medianStart(rounds.map((r) => r.backendDownCold)),
      },
    };
  } catch (error) {
    log(`FAILED offline start: ${errorMessage(error)}`);
    return { error: errorMessage(error) };
  }
}

const ms = (value: number) => (value > 0 ? String(value) : 'n/a');

function row(label: string, m: StartMetrics): string {
  const inShell = m.messageMs > 0 ? (m.messageInLoadingShell ? 'yes' : 'no') : 'n/a';
  return `| ${label} | ${ms(m.fcpMs)} | ${ms(m.messageMs)} | ${inShell} | ${ms(m.appShellMs)} |`;
}

/** The offline-start table of the report. */
export function offlineStartReport(result: OfflineStartResult | undefined, error?: string): string {
  if (!result)
    return `## Offline and dead-backend starts of ${WARM_PATH}\n\nFailed: ${error ?? 'unknown error'}`;
  return [
    `## Offline and dead-backend starts of ${result.path} (slow 4G, CPU 4x, median of ${result.visits})`,
    '',
    '| Start | FCP ms | Message ms | Message in loading shell | App shell ms |',
    '| --- | ---: | ---: | :---: | ---: |',
    row('offline, from the service worker', result.offline),
    row('every /wps call failing (503), from the service worker', result.backendDown),
    row('every /wps call failing (503), first visit', result.backendDownCold),
    '',
    `Target: the message ('${OFFLINE_MESSAGE}', '${OUTAGE_MESSAGE}') on screen within ${result.targetMs} ms.`,
  ].join('\n');
}
