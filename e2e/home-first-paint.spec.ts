import type { Page, Route } from '@playwright/test';
import { expect, signIn, test, watchErrors, withoutHomePopups } from './harness';

/** Holds the app's library chunk until `release` is called, as a slow network would. */
async function holdLibraries(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/m\/assets\/vendor-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The box of the first element `selector` finds, once it has one (a picture just put in may not be laid out yet),
 * read once: a busy machine may replace the element between two reads (home's banner becomes a carousel).
 */
const boxOf = async (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  const read: { box: Awaited<ReturnType<typeof element.boundingBox>> } = { box: null };
  await expect
    .poll(async () => {
      read.box = await element.boundingBox().catch(() => null);
      return read.box;
    })
    .not.toBeNull();
  if (!read.box) throw new Error(`${selector} has no box`);
  return read.box;
};

/** The loading shell of `path` stays a plain one (no banner) while the libraries are held, then the app opens. */
async function expectPlainShell(page: Page, path: string): Promise<void> {
  const release = await holdLibraries(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  // Long enough for the early calls to have answered on this machine.
  await page.waitForTimeout(1500);
  await expect(page.locator('.boot-preview')).toHaveCount(0);
  release();
}

test.describe('home first paint', () => {
  test("the page carries the runtime config and its early script: home's first calls and the locale-data worker go out before the app's libraries, with no config.json and nothing refused", async ({
    page,
  }) => {
    await withoutHomePopups(page);
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.violatedDirective));
    });
    const configReads: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/m/config.json') configReads.push(request.url());
      asked.push(pathname);
    });
    const release = await holdLibraries(page);
    const announcements = page.waitForRequest(/CCSFE_getListAnnouncements/);
    // The worker that loads the formatters' locale data off the main thread starts from the early script too.
    const localeData = page.waitForEvent('worker', (worker) =>
      /\/m\/assets\/intl-warmup-worker-/.test(worker.url()),
    );
    await page.goto('/m/home', { waitUntil: 'commit' });
    await announcements;
    await localeData;
    // The calls first, then the screen's own files (the phone's six connections go to the calls first).
    const isScreenFile = (path: string) => /\/m\/assets\/home-screen-[\w-]+\.js$/.test(path);
    await expect.poll(() => asked.some(isScreenFile)).toBe(true);
    const screenFile = asked.findIndex(isScreenFile);
    const calls = asked.flatMap((path, index) => (/^\/wps\/(relay|system)\//.test(path) ? [index] : []));
    expect(calls.length).toBeGreaterThan(1);
    expect(Math.max(...calls)).toBeLessThan(screenFile);
    release();
    await expect(page.locator('#main')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
    expect(configReads).toEqual([]);
  });

  test("the loading shell shows the first banner where home draws it, before the app's libraries arrive", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await withoutHomePopups(page);
    const release = await holdLibraries(page);
    await page.goto('/m/home', { waitUntil: 'commit' });
    const preview = page.locator('.boot-shell .boot-preview__banner');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Only a preview: assistive technology hears "Loading", and the picture has no text of its own.
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(preview).toHaveAttribute('alt', '');
    const early = await boxOf(page, '.boot-preview__banner');
    const src = await preview.getAttribute('src');

    release();
    const banner = page.getByRole('region', { name: 'Featured' });
    await expect(banner).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    // The same picture in the same box: nothing moves when the app takes over.
    const drawn = page.locator('.home-banner img').first();
    await expect(drawn).toHaveAttribute('src', src ?? '');
    const late = await boxOf(page, '.home-banner img');
    expect(late.y).toBeCloseTo(early.y, 0);
    expect(late.height).toBeCloseTo(early.height, 0);
    expect(late.width).toBeCloseTo(early.width, 0);
    expect(errors).toEqual([]);
  });

  test('a signed-in player gets the plain loading shell: their home is asked for by the app', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    await withoutHomePopups(page);
    await expectPlainShell(page, '/m/home');
    // The app draws home once its libraries and the player's home calls are in: seconds on a busy machine.
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible({ timeout: 20_000 });
  });

  test('other screens get the plain loading shell', async ({ page }) => {
    await expectPlainShell(page, '/m/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test("opened offline, the loading shell says No Internet before the app's libraries arrive; then the app opens offline", async ({
    page,
  }) => {
    // The browser knows it is offline (as on a phone in flight mode), and no /wps call gets an answer.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
    });
    await page.route('**/wps/**', (route) => route.abort('internetdisconnected'));
    const release = await holdLibraries(page);
    await page.goto('/m/home', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toContainText('No Internet');
    release();
    await expect(page.locator('.boot-shell')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'No Internet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test("with the service down, the loading shell says so in the reader's language before the app's libraries arrive; then the outage page", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.route('**/wps/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const release = await holdLibraries(page);
    await page.goto('/m/home', { waitUntil: 'commit' });
    const outage = 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة لاحقًا.';
    await expect(page.getByRole('status', { name: 'Loading' })).toContainText(outage);
    release();
    // The app tries the status call again twice before it gives up: seconds, and more on a busy machine.
    await expect(page.getByRole('heading', { name: outage })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.boot-shell')).toHaveCount(0);
  });

  // A static host may send the page as plain `text/html`: the browser then takes the encoding from a charset
  // tag, which it looks for only in the first 1024 bytes, and otherwise guesses or parses the page twice.
  for (const path of ['/m/home', '/m/agent']) {
    test(`the page of ${path} names its charset within its first 1024 bytes`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.length).toBeGreaterThan(1024);
      expect(Buffer.from(html).subarray(0, 1024).toString('latin1')).toMatch(/<meta charset="UTF-8"/i);
    });
  }

  // V8 compiles a file whose first line is the hint while it downloads, off the main thread. Meant for the code the
  // first render runs (the page's entry and what it imports), not for the screens' code, much of which never runs.
  const HINT = '//# allFunctionsCalledOnLoad';
  for (const path of ['/m/home', '/m/agent']) {
    test(`the page of ${path} has the code its start runs compiled as it downloads, and only that code`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const named = (pattern: RegExp) =>
        [...html.matchAll(pattern)].map((match) => new URL(match[1]!, 'http://x').pathname);
      const [entry] = named(/<script type="module"[^>]* src="([^"]+)"/g);
      const preloaded = named(/<link rel="modulepreload"[^>]* href="([^"]+)"/g);
      // The entry and, file by file, the chunks it imports statically (not `import()`).
      const start = new Map<string, string>();
      const read = async (url: string): Promise<void> => {
        if (start.has(url)) return;
        const code = await (await request.get(url)).text();
        start.set(url, code);
        for (const [, file] of code.matchAll(
          /\bimport\s*(?:[\w${}\s,*]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
        ))
          await read(new URL(file!, `http://x${url}`).pathname);
      };
      await read(entry!);
      expect(start.size).toBeGreaterThan(path === '/m/home' ? 2 : 0);
      for (const [url, code] of start) expect.soft(code.split('\n', 1)[0], url).toBe(HINT);
      const others = preloaded.filter((url) => !start.has(url));
      if (path === '/m/agent') expect(others.length).toBeGreaterThan(0);
      for (const url of others) {
        const firstLine = (await (await request.get(url)).text()).split('\n', 1)[0];
        expect.soft(firstLine, url).not.toBe(HINT);
      }
    });
  }

  const SYSTEM = ['/wps/system/status', '/wps/system/settings/consolidated', '/wps/system/whitelabel'];
  const FIRST_CALLS: Record<string, string[]> = {
    '/m/home': [...SYSTEM, '/wps/relay/CCSFE_getListAnnouncements'],
    '/m/gameList?gameType=RNG': [
      ...SYSTEM,
      '/wps/relay/GCSGAME_gameList page 1',
      '/wps/relay/GCSGAME_getGameVendorList',
    ],
    '/m/login': [...SYSTEM, '/wps/member/trialuser', '/wps/system/setting/register'],
    '/m/register': [...SYSTEM, '/wps/system/setting/register'],
  };
  for (const [path, expected] of Object.entries(FIRST_CALLS)) {
    test(`every first call of ${path} is asked for once: the app uses what the early script fetched`, async ({
      page,
    }) => {
      await withoutHomePopups(page);
      const asked = new Map<string, number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          request.method() === 'GET' &&
          url.pathname.startsWith('/wps/') &&
          !url.pathname.startsWith('/wps/img/')
        )
          asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
      });
      await page.goto(path);
      await expect(page.locator('#main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Counted by call (a page 1 of the game list is one call whatever its parameters): an early call the app
      // could not use would show as a second one.
      const calls = new Map<string, number>();
      for (const [url, times] of asked) {
        const call = new URL(url, 'http://x').pathname + (url.includes('pageNo=1&') ? ' page 1' : '');
        calls.set(call, (calls.get(call) ?? 0) + times);
      }
      expect(Object.fromEntries(expected.map((call) => [call, calls.get(call)]))).toEqual(
        Object.fromEntries(expected.map((call) => [call, 1])),
      );
    });
  }
});
