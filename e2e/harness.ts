import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { fetchThrough } from './route-fetch';

export { expect };

/**
 * The sandbox's dev controls and worlds answer only requests that show this secret (playwright.config.ts makes it
 * and hands it to the gateway), besides coming from this machine.
 */
const CONTROLS_SECRET = process.env.WPS_SANDBOX_CONTROLS_SECRET ?? '';

/**
 * Makes the browser's requests to `url`'s host use the test's sandbox world: the world's name and the controls'
 * secret, without which the sandbox ignores the name. A test that opens the site under a second host name calls it
 * for that host too.
 */
export async function joinWorld(context: BrowserContext, world: string, url: string): Promise<void> {
  await context.addCookies([
    { name: 'wps_sandbox_world', value: world, url },
    { name: 'wps_sandbox_secret', value: CONTROLS_SECRET, url },
  ]);
}

/**
 * Every test runs against its own freshly seeded copy of the sandbox (a "world", picked by a cookie the browser
 * sends and a header on `request`), so tests that switch flags, move money or fail logins can run in parallel
 * without seeing each other's changes. The browser's cookies and `request`'s headers carry the controls' secret,
 * so `page.request` and `request` both reach the dev controls (`/__sandbox/*`).
 */
export const test = base.extend<{ world: string }>({
  world: [
    async ({ context, baseURL }, provide, testInfo) => {
      const world = `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;
      await joinWorld(context, world, baseURL ?? '');
      await provide(world);
    },
    { auto: true },
  ],
  request: async ({ playwright, baseURL, world }, provide) => {
    const request = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      extraHTTPHeaders: { 'X-Sandbox-World': world, 'X-Sandbox-Secret': CONTROLS_SECRET },
    });
    await provide(request);
    await request.dispose();
  },
});

/** Runs axe with the WCAG 2.2 A and AA rules on the current page and fails with the list of violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // The address changes as a navigation starts; the shell's `main` names the address whose screen it shows, which
  // is the new one only once that screen's code is in and drawn.
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return !main || main.getAttribute('data-path') === window.location.pathname;
  });
  // A page still fading in (the shell's page transition) has its text at part opacity, and axe would measure the
  // contrast of a frame mid-animation: the finite animations running now are let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export interface SignedIn {
  readonly token: string;
  readonly userName: string;
}

/**
 * Opens a real sandbox session for a seeded member and stores it the way a login does, before the page's own
 * scripts run on its next load. Only the first load gets it, so signing out in the test sticks.
 */
export async function signIn(page: Page, username: string): Promise<SignedIn> {
  const response = await page.request.post('/__sandbox/session', { data: { username } });
  const { value } = (await response.json()) as {
    value: {
      token: string;
      userName: string;
      merchantCode: string;
      customerType: number;
      firstTimeLogin: boolean;
    };
  };
  await page.addInitScript((login) => {
    // A local-storage mark, because signing out clears the whole of session storage.
    if (localStorage.getItem('e2e-signed-in') === login.token) return;
    localStorage.setItem('e2e-signed-in', login.token);
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: login.token,
        merchantCode: login.merchantCode,
        userName: login.userName,
        type: login.customerType,
        firstTimeLogin: login.firstTimeLogin,
      }),
    );
  }, value);
  return { token: value.token, userName: value.userName };
}

/**
 * Moves the page to `path` inside the app, as a tap on one of its links does: the router follows the history
 * entry, so the page keeps its state and files and only the new screen is drawn. A test that looks at many screens
 * of one build uses it instead of loading each one afresh.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Collects console errors and failed requests so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The visitor pop-up opens over home about half a second after load; tests about other things close it first. */
export async function closeHomePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** Serves home's real announcements without their pop-ups (and with `changes`), for tests about something else on home. */
export async function withoutHomePopups(page: Page, changes: Record<string, unknown> = {}): Promise<void> {
  await page.route('**/wps/relay/CCSFE_getListAnnouncements*', async (route) => {
    try {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value?: Record<string, unknown> };
      if (body.value) Object.assign(body.value, { popup: [], ...changes });
      await route.fulfill({ response, json: body });
    } catch (error) {
      // Home asks for announcements as it starts; a test that is already done with the page may end, or move
      // the page on, while the call is still on its way. Only those are ignored.
      const gone = /Test ended|Response has been disposed/.test(String(error));
      if (!page.isClosed() && !gone) throw error;
    }
  });
}

/** Opens home without its pop-ups and download bar, scrolled to the popular area, which it returns. */
export async function openPopularArea(
  page: Page,
  path = '/m/home',
  announcementChanges: Record<string, unknown> = {},
) {
  await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
  await withoutHomePopups(page, announcementChanges);
  await page.goto(path);
  const area = page.getByRole('region', { name: 'Popular', exact: true });
  await area.scrollIntoViewIfNeeded();
  return area;
}
