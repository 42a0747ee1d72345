import { chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { leaveOpenPages } from './field-data';
import { log } from './log';

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

/**
 * Opens the RNG game list on a phone-sized page with the CPU slowed 4x, waits for the first tiles, then scrolls
 * the way a thumb does (wheel steps every 120 ms) until every game is loaded and the end is reached, recording
 * the long tasks of the scrolling only.
 */
export async function measureScrollLongTasks(origin: string, timeoutMs = 240_000): Promise<ScrollResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    // A page that breaks while scrolling is a result too: its errors go to the log.
    page.on('pageerror', (error) => log(`  page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${SCROLL_PATH}`, { waitUntil: 'load', timeout: 60_000 });
    const tiles = page.locator('[aria-setsize]');
    await tiles.first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await page.evaluate(() => (window.__longTasks = []));

    const started = Date.now();
    let mostTiles = 0;
    let games = 0;
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
      mostTiles = Math.max(mostTiles, state.inPage);
      games = state.size;
      if (state.done && state.atEnd) break;
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        log(`  ${state.size} games loaded, ${state.inPage} tiles in the page, at the end: ${state.atEnd}`);
      }
      if (Date.now() - started > timeoutMs) throw new Error(`not at the end after ${timeoutMs / 1000} s`);
    }
    const scrollSeconds = Math.round((Date.now() - started) / 100) / 10;
    const durations = await page.evaluate(() => window.__longTasks ?? []);
    return {
      path: SCROLL_PATH,
      cpuSlowdown: CPU_SLOWDOWN,
      games,
      mostTilesInPage: mostTiles,
      scrollSeconds,
      ...summariseTasks(durations),
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
  ].join('\n');
}
