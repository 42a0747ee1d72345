import { devices } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mount } from './bundle-size';
import { launchChromium } from './chromium';
import { tasksOnProfileClock, type CpuProfile } from './cpu-profile';
import { leaveOpenPages } from './field-data';
import { errorMessage, log } from './log';
import { CPU_SLOWDOWN } from './scroll-long-tasks';
import { initScriptFor } from './sign-in';
import { sourceMapLookup } from './source-map-frames';
import { attributeStart } from './start-causes';
import type { StartCausesEntry } from './start-causes-report';
import type { Target } from './targets';

/** µs between samples: fine enough that a 50 ms task holds hundreds of them. */
const SAMPLING_INTERVAL_US = 100;

/** A same-origin file opened before the profiler starts, so the page measured runs in the renderer it profiles. */
const WARM_UP_PATH = '/m/licence.svg';

/** Runs before the page's scripts: keeps every long task where the bench reads them once the page is up. */
const RECORD_LONG_TASKS = `(() => {
  const tasks = (window.__startLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface ProfiledStart {
  readonly profile: CpuProfile;
  readonly tasks: { startTime: number; duration: number }[];
  /** The page's time origin on the browser's monotonic clock, µs. */
  readonly navigationStartUs: number;
  readonly finalPath: string;
}

/** Opens `url` cold in a phone-sized Chromium with the CPU slowed 4x and profiles it until its first screen. */
async function profileStart(origin: string, target: Target): Promise<ProfiledStart> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
    const initScript = await initScriptFor(origin, target.signInAs);
    if (initScript) await context.addInitScript(initScript);
    await context.addInitScript(RECORD_LONG_TASKS);
    const page = await context.newPage();
    page.on('pageerror', (error) => log(`  page error: ${error.message}`));
    await page.goto(`${origin}${WARM_UP_PATH}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // Polled every 250 ms, not every frame: reading innerText lays the page out, which would add to what it measures.
    await page.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0, undefined, {
      timeout: 30_000,
      polling: 250,
    });
    // Two frames later the task that drew the first screen has ended and has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
    );
    const { profile } = await cdp.send('Profiler.stop');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const navigationStart = metrics.find((metric) => metric.name === 'NavigationStart')?.value;
    if (!navigationStart) throw new Error('the page reported no NavigationStart');
    const tasks = await page.evaluate(
      () => (window as unknown as { __startLongTasks?: ProfiledStart['tasks'] }).__startLongTasks ?? [],
    );
    const finalUrl = new URL(page.url());
    return {
      profile,
      tasks,
      navigationStartUs: navigationStart * 1_000_000,
      finalPath: `${finalUrl.pathname}${finalUrl.search}`,
    };
  } finally {
    // Leaving the page sends its field-data beacon, which `pnpm bench` reports at the end.
    await leaveOpenPages(browser.contexts());
    await browser.close();
  }
}

/** `home.cpuprofile` for `/m/home`, `gameList-gameType-RNG.cpuprofile` for `/m/gameList?gameType=RNG`. */
export function profileFileName(path: string): string {
  const name = path
    .replace(/^\/m\/?/, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'root'}.cpuprofile`;
}

/**
 * The start's long tasks by cause for each target: a cold load each, profiled, its samples inside long tasks
 * attributed through the builds' hidden source maps. Each profile is kept in `profilesDir`, to be opened in
 * DevTools' Performance panel when a number needs a closer look. A page that fails is reported, not thrown.
 */
export async function measureStartCauses(
  origin: string,
  targets: readonly Target[],
  mounts: readonly Mount[],
  root: string,
  profilesDir: string,
): Promise<StartCausesEntry[]> {
  const lookup = sourceMapLookup(mounts, root);
  const entries: StartCausesEntry[] = [];
  mkdirSync(profilesDir, { recursive: true });
  for (const target of targets) {
    log(`the start's long tasks of ${target.label}, by cause`);
    try {
      const start = await profileStart(origin, target);
      writeFileSync(join(profilesDir, profileFileName(target.path)), JSON.stringify(start.profile));
      entries.push({
        label: target.label,
        endedOn: start.finalPath === target.path ? undefined : start.finalPath,
        result: attributeStart(
          start.profile,
          tasksOnProfileClock(start.tasks, start.navigationStartUs),
          lookup,
        ),
      });
    } catch (error) {
      log(`FAILED the start's long tasks of ${target.label}: ${errorMessage(error)}`);
      entries.push({ label: target.label, error: errorMessage(error) });
    }
  }
  return entries;
}
