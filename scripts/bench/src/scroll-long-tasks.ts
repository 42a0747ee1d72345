import { devices, type BrowserContext, type Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { leaveOpenPages } from './field-data';
import { log } from './log';
import { busiestBetween, rendererTimes, type ThreadTimes } from './thread-wait';

/** The page whose full list is scrolled: every RNG game (the "all" classification), 26 a page. */
export const SCROLL_PATH = '/m/gameList?gameType=RNG&classify=ALL';
/** Lighthouse's mobile CPU slowdown, applied through the DevTools protocol. */
export const CPU_SLOWDOWN = 4;
/** A long task is one over 50 ms (the Long Tasks API's own threshold). */
export const LONG_TASK_MS = 50;

export interface ScrollResult {
  readonly path: string;
  readonly cpuSlowdown: number;
  /** Games in the list once scrolled to the end. */
  readonly games: number;
  /** Most tiles the page held at once while scrolling. */
  readonly mostTilesInPage: number;
  readonly scrollSeconds: number;
  /** Long tasks while scrolling (after the first screen), with the longest and the blocking time over 50 ms. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  readonly blockingMs: number;
  /** The page's main thread while scrolling, on a core and waiting for one (Linux only). */
  readonly mainThread?: ThreadTimes | undefined;
}

/** Sums what a list of long-task durations means for the player. */
export function summariseTasks(durations: readonly number[]) {
  const long = durations.filter((ms) => ms > LONG_TASK_MS);
  return {
    longTasks: long.length,
    longestTaskMs: Math.round(Math.max(0, ...long)),
    blockingMs: Math.round(long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0)),
  };
}

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

interface ScrolledToEnd {
  readonly games: number;
  readonly mostTilesInPage: number;
}

/**
 * Scrolls the open game list the way a thumb does (wheel steps every 120 ms) until every game is loaded and the
 * end is reached; `progress` names the pass in the log.
 */
async function scrollToEnd(page: Page, progress: string, timeoutMs: number): Promise<ScrolledToEnd> {
  const started = Date.now();
  let mostTilesInPage = 0;
  let lastLog = started;
  for (;;) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(120);
    const state = await page.evaluate(() => {
      const items = document.querySelectorAll('[aria-setsize]');
      const size = Number(items[0]?.getAttribute('aria-setsize') ?? 0);
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const done = document.querySelector('.wps-windowed-list__end') !== null;
      return { inPage: items.length, size, atEnd, done };
    });
    mostTilesInPage = Math.max(mostTilesInPage, state.inPage);
    if (state.done && state.atEnd) return { games: state.size, mostTilesInPage };
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      log(
        `  ${progress}: ${state.size} games loaded, ${state.inPage} tiles in the page, at the end: ${state.atEnd}`,
      );
    }
    if (Date.now() - started > timeoutMs) throw new Error(`not at the end after ${timeoutMs / 1000} s`);
  }
}

/** The list's page on a phone-sized page, once its first tiles are drawn; `prepare` runs before it opens. */
async function openList(
  context: BrowserContext,
  origin: string,
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<Page> {
  const page = await context.newPage();
  await prepare(page);
  await page.goto(`${origin}${SCROLL_PATH}`, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('[aria-setsize]').first().waitFor({ timeout: 60_000 });
  return page;
}

/**
 * Opens the RNG game list on a phone-sized page with the CPU slowed 4x, waits for the first tiles, then scrolls
 * to the end, recording the long tasks of the scrolling only. A first pass at full speed has the sandbox draw
 * every game's picture at the tiles' width: the sandbox is the image CDN of this machine, and drawing 600
 * pictures on the same two cores while the measured page scrolls measured the sandbox, where a CDN serves a
 * list's pictures from its cache.
 */
export async function measureScrollLongTasks(origin: string, timeoutMs = 240_000): Promise<ScrollResult> {
  const browser = await launchChromium();
  try {
    const device = { ...devices['Moto G4'], serviceWorkers: 'block' } as const;
    const warmUp = await browser.newContext(device);
    await scrollToEnd(await openList(warmUp, origin), 'pictures first, full speed', timeoutMs);
    await warmUp.close();

    const context = await browser.newContext(device);
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await openList(context, origin, async (opening) => {
      // A page that breaks while scrolling is a result too: its errors go to the log.
      opening.on('pageerror', (error) => log(`  page error: ${error.message}`));
      const cdp = await context.newCDPSession(opening);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    });
    await page.waitForTimeout(1500);
    await page.evaluate(() => (window.__longTasks = []));

    const threadsBefore = await rendererTimes(browser);
    const started = Date.now();
    const { games, mostTilesInPage } = await scrollToEnd(page, 'CPU 4x', timeoutMs);
    const mainThread = busiestBetween(threadsBefore, await rendererTimes(browser));
    const scrollSeconds = Math.round((Date.now() - started) / 100) / 10;
    const durations = await page.evaluate(() => window.__longTasks ?? []);
    return {
      path: SCROLL_PATH,
      cpuSlowdown: CPU_SLOWDOWN,
      games,
      mostTilesInPage,
      scrollSeconds,
      ...summariseTasks(durations),
      mainThread,
    };
  } finally {
    // Leaving the page sends its field-data beacon, which `pnpm bench` reports at the end.
    await leaveOpenPages(browser.contexts());
    await browser.close();
  }
}

/** The report's lines for the scroll measurement. */
export function scrollReport(result: ScrollResult | undefined, error?: string): string {
  const title = `Scrolling ${SCROLL_PATH} to the end (${CPU_SLOWDOWN}x CPU slowdown)`;
  if (!result) return `${title}\n  failed: ${error ?? 'unknown error'}`;
  return [
    title,
    `  games loaded        ${result.games}`,
    `  most tiles in page  ${result.mostTilesInPage}`,
    `  scrolling           ${result.scrollSeconds} s`,
    `  long tasks (>50 ms) ${result.longTasks}`,
    `  longest task        ${result.longestTaskMs} ms`,
    `  blocking over 50 ms ${result.blockingMs} ms`,
    ...(result.mainThread
      ? [
          `  main thread         ${result.mainThread.onCpuMs} ms on a core, ${result.mainThread.waitingMs} ms waiting for one (Linux's count; a long task's clock time includes the waiting)`,
        ]
      : []),
  ].join('\n');
}
