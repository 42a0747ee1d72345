import type { Page } from '@playwright/test';
import {
  closeHomePopup,
  expect as baseExpect,
  expectAccessible,
  signIn,
  test,
  watchErrors,
  withoutHomePopups,
} from './harness';

// Home is the busiest screen (carousel, tickers, lazy pieces): allow a loaded machine time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

// The five loads of a signed-in home (spec section 4), by their relay path.
const MEMBER_LOADS = [
  'PCSFE_getWallet',
  'PCSFE_getMerchantWallet',
  'GCSGAME_getFavouriteIds',
  'MCSFE_renew',
  'ACSFE_getContractRequest',
] as const;

const memberLoad = (url: string) =>
  MEMBER_LOADS.find((load) => url.includes(`/wps/relay/${load}?`) || url.endsWith(`/wps/relay/${load}`));

/** The relay calls the page makes, in order. */
function watchLoads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const load = memberLoad(request.url());
    if (load) seen.push(load);
  });
  return seen;
}

// A failed load may print the browser's own "Failed to load resource" line; anything else is the app's fault.
const appErrors = (errors: string[]) => errors.filter((error) => !error.includes('Failed to load resource'));

const header = (page: Page) => page.getByRole('banner');
const reminder = (page: Page) => page.getByRole('alertdialog', { name: 'Contract to sign' });

test.describe('home for a signed-in member', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('loads wallet, merchant wallet, favourites, renewal and contracts, and shows the balance', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const loads = watchLoads(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await expect(header(page).getByText(/1,250\.50/)).toBeVisible();
    await expect.poll(() => [...new Set(loads)].sort()).toEqual([...MEMBER_LOADS].sort());
    await expect(reminder(page)).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a visitor makes none of the member loads', async ({ page }) => {
    const loads = watchLoads(page);
    await page.goto('/m/home');
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('agent01 is asked to sign the daily salary contract; Go opens the agent contract page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page, 'agent01');
    await page.goto('/m/home');
    await expect(reminder(page)).toContainText('daily salary contract');
    await expect(reminder(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await reminder(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
    expect(appErrors(errors)).toEqual([]);
  });

  test('Cancel closes the contract reminder and stays home', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/home');
    await expect(reminder(page)).toBeVisible();
    await reminder(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(reminder(page)).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(header(page).getByText('agent01')).toBeVisible();
  });

  test('player01 (type 0) gets no reminder: nothing waits to be signed', async ({ page }) => {
    await signIn(page, 'player01');
    const answer = page.waitForResponse((response) => response.url().includes('ACSFE_getContractRequest'));
    await page.goto('/m/home');
    const body = (await (await answer).json()) as { value: Record<string, string> };
    expect(Object.values(body.value).every((field) => field === '')).toBe(true);
    await expect(header(page).getByText(/1,250\.50/)).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);
  });

  test('a type-4 member is exempt: no contract request and no reminder', async ({ page, request }) => {
    // agent01 keeps three pending contracts; as type 4 the check must not even ask.
    await request.post('/__sandbox/member', { data: { username: 'agent01', type: 4 } });
    const loads = watchLoads(page);
    await signIn(page, 'agent01');
    await page.goto('/m/home');
    await expect(header(page).getByText('agent01')).toBeVisible();
    await expect.poll(() => loads.includes('MCSFE_renew')).toBe(true);
    await expect.poll(() => loads.includes('PCSFE_getMerchantWallet')).toBe(true);
    expect(loads).not.toContain('ACSFE_getContractRequest');
    await expect(reminder(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});

/** Records the most modal dialogs ever open at once on the page, from its first script on. */
async function countModals(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { mostModals: number };
    seen.mostModals = 0;
    new MutationObserver(() => {
      const now = document.querySelectorAll('[aria-modal="true"]').length;
      seen.mostModals = Math.max(seen.mostModals, now);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { mostModals: number }).mostModals);
}

test.describe('home dialogs take turns', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an agent sees the member pop-up first and the contract reminder once it is closed', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const mostModals = await countModals(page);
    await signIn(page, 'agent01');
    const contracts = page.waitForResponse((response) => response.url().includes('ACSFE_getContractRequest'));
    await page.goto('/m/home');
    await expect(page.getByRole('dialog')).toContainText('Deposit bonus for members');
    // The contract request has answered, yet the reminder waits for its turn.
    await contracts;
    await expect(reminder(page)).toHaveCount(0);
    await closeHomePopup(page);
    await expect(reminder(page)).toContainText('daily salary contract');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await mostModals()).toBe(1);
    await expectAccessible(page);
    expect(appErrors(errors)).toEqual([]);
  });
});

test.describe('home member loads that fail', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  const routeLoads = (page: Page, handler: Parameters<Page['route']>[1]) =>
    page.route((url) => memberLoad(url.toString()) !== undefined, handler);

  test('HTTP 500 on every member load: a message, and home still works', async ({ page }) => {
    const errors = watchErrors(page);
    await routeLoads(page, (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, errorCode: 'system.error', message: 'Unknown error' },
      }),
    );
    await signIn(page, 'agent01');
    await page.goto('/m/home');
    const message = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'The service is temporarily unavailable' });
    await expect(message).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectAccessible(page);
    expect(appErrors(errors)).toEqual([]);
  });

  test('offline during the member loads: No Internet, and home still works', async ({ page, context }) => {
    const errors = watchErrors(page);
    // The connection drops while home's member loads are under way, once every part of home has its code
    // (the header's wallet is let through: it loads before home does).
    let homeShown = () => {};
    const shown = new Promise<void>((resolve) => (homeShown = resolve));
    await routeLoads(page, async (route) => {
      if (route.request().url().includes('PCSFE_getWallet')) return route.continue();
      await shown;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    // The parts loaded after the first screen have their code too (the update offer's is asked for last): this
    // test is about the member loads, and a part whose code the dropped connection cut off logs its failure.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['popular-area-', 'hot-match-banner-', 'app-update-prompt-'].every((chunk) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => entry.name.includes(`/assets/${chunk}`) && entry.name.endsWith('.js')),
          ),
        ),
      )
      .toBe(true);
    homeShown();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No Internet' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    expect(appErrors(errors)).toEqual([]);
  });

  test('HTTP 401 on a member load: logged-out message, then login', async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/wps/relay/PCSFE_getMerchantWallet*', (route) =>
      route.fulfill({
        status: 401,
        json: { success: false, errorCode: 'login.not.session', message: 'login.not.session' },
      }),
    );
    // The notice lasts two seconds and may come and go before the page's load event: every alert text shown is
    // recorded from the start, so the check does not race it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { alertsSeen: string[] }).alertsSeen = seen;
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll('[role="alert"]')) {
          const text = alert.textContent?.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen))
      .toContain('The account has been logged out, please log in again');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await expectAccessible(page);
    expect(appErrors(errors)).toEqual([]);
  });
});
