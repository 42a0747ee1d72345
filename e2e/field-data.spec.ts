import type { APIRequestContext, Page } from '@playwright/test';
import { withRuntimeConfig } from './config-fixtures';
import { expect, test, watchErrors } from './harness';

/** The mark the field-data reporter sets once it listens (`FIELD_DATA_READY_MARK` of `@wps-mobile/config`). */
const LISTENING = 'wps-field-data-ready';
/** Where the demo merchant's `config.json` sends the beacons, and where the sandbox answers their p75. */
const BEACON_PATH = '/wps/ext/vitals/beacon';
const P75_PATH = '/wps/ext/vitals/p75';

interface P75 {
  readonly route: string;
  readonly metric: string;
  readonly p75: number;
  readonly count: number;
}

interface Beacon {
  readonly route: string;
  readonly connection: string;
  readonly build: string;
  readonly metrics: readonly { name: string; value: number; attribution?: Record<string, unknown> }[];
}

/** What the sandbox (this test's world) keeps: the p75 per route and metric. */
async function storedP75(request: APIRequestContext): Promise<P75[]> {
  const response = await request.get(P75_PATH, { headers: { Merchant: 'demo' } });
  return ((await response.json()) as { value: P75[] }).value;
}

/** The reporter's chunk (`app-shell/src/field-data/report-field-data.ts`), named after its module by the build. */
const REPORTER_CHUNK = /\/assets\/report-field-data-[\w-]+\.js$/;

/** Every beacon body the page sends, as it sends it, and whether it asked for the reporter's code. */
function recordFieldData(page: Page): { beacons: Beacon[]; reporterLoads: string[] } {
  const beacons: Beacon[] = [];
  const reporterLoads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === BEACON_PATH) beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon);
    if (REPORTER_CHUNK.test(path)) reporterLoads.push(path);
  });
  return { beacons, reporterLoads };
}

/** What the browser does when the phone switches to another app or tab, the page staying loaded. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** The metrics the sandbox keeps for a route (the p75 table's rows). */
async function storedMetrics(request: APIRequestContext, route: string): Promise<string[]> {
  return (await storedP75(request)).filter((row) => row.route === route).map((row) => row.metric);
}

/**
 * Opens home, closes its pop-up with a tap once the reporter listens, and hides the page as a phone switching to
 * another app does.
 */
async function tapThenHide(
  page: Page,
  reporterLoads: readonly string[],
  beacons: readonly Beacon[],
): Promise<void> {
  await page.goto('/m/home?utm_source=fd-query-marker');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LISTENING);
  expect(reporterLoads).toHaveLength(1);
  expect(beacons).toEqual([]);
  await popup.getByRole('button', { name: 'Close', exact: true }).tap();
  await expect(popup).toBeHidden();
  // The browser times a tap once the frame after it is drawn, which a busy machine may not have drawn yet when the
  // pop-up is gone; a page hidden before that has no tap to report (as a phone switched away at once would not).
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // A page is hidden when the phone switches to another app or tab, and a hidden page sends what it measured.
  await hide(page);
}

test.describe('field data (Core Web Vitals from phones)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a visit to home sends its LCP when the page is hidden, and a tap sends its INP', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const { beacons, reporterLoads } = recordFieldData(page);
    await tapThenHide(page, reporterLoads, beacons);

    await expect
      .poll(() => storedMetrics(request, 'home'))
      .toEqual(expect.arrayContaining(['LCP', 'INP', 'FCP', 'TTFB']));
    const sent = beacons.flatMap((beacon) => beacon.metrics.map((metric) => ({ ...beacon, metric })));
    const lcp = sent.find((entry) => entry.metric.name === 'LCP');
    const inp = sent.find((entry) => entry.metric.name === 'INP');
    expect(lcp).toMatchObject({
      route: 'home',
      connection: expect.stringMatching(/^(slow-2g|2g|3g|4g|unknown)$/),
    });
    expect(lcp?.build).toMatch(/^[\w.+-]+$/);
    expect(lcp?.metric.value).toBeGreaterThan(0);
    // The tap's target is named when the browser still had it as the figure settled; the pop-up's button is gone.
    expect(inp?.metric.attribution).toMatchObject({
      interaction: 'pointer',
      parts: { inputDelay: expect.any(Number), processingDuration: expect.any(Number) },
    });
    // The route id, never the address or its query.
    expect(JSON.stringify(beacons)).not.toMatch(/utm_source|fd-query-marker/);
    expect(errors).toEqual([]);
  });

  test('a tap is reported even when the phone had no idle moment between the tap and the hiding', async ({
    page,
    request,
  }) => {
    // A phone busy until the player switches away: an idle callback runs only once a caller's own deadline is due,
    // never in an idle moment. The library settles a tap's figure in an idle moment or on hiding, whichever comes
    // first; a figure left for an idle moment that never came was lost on hiding (a tap, then at once another app).
    await page.addInitScript(() => {
      window.requestIdleCallback = (callback, options) =>
        options?.timeout === undefined
          ? 0
          : window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout);
      window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
    });
    const { beacons, reporterLoads } = recordFieldData(page);
    await tapThenHide(page, reporterLoads, beacons);
    await expect.poll(() => storedMetrics(request, 'home')).toEqual(expect.arrayContaining(['LCP', 'INP']));
    const inp = beacons.flatMap((beacon) => beacon.metrics).find((metric) => metric.name === 'INP');
    expect(inp?.value).toBeGreaterThan(0);
  });

  test('a merchant without field data loads no reporter and sends nothing', async ({ page, request }) => {
    await withRuntimeConfig(page, { fieldData: undefined });
    const { beacons, reporterLoads } = recordFieldData(page);
    await page.goto('/m/home');
    // The reporter's code is asked for as the first screen is drawn, before the pop-up opens over it.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await hide(page);
    expect(reporterLoads).toEqual([]);
    expect(beacons).toEqual([]);
    expect(await storedP75(request)).toEqual([]);
  });
});
