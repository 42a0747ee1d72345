import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible, signIn, test, withoutHomePopups } from './harness';
import { fetchThrough } from './route-fetch';

// Home and sealed logins are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const LOGGED_OUT = 'The account has been logged out, please log in again';

/** Every request the page makes to another host, and every tab it opens, so a test can say none happened. */
function watchLeaks(page: Page) {
  const leaks: string[] = [];
  page.on('popup', (popup) => leaks.push(`popup ${popup.url()}`));
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) leaks.push(request.url());
  });
  return leaks;
}

/** Serves home's real announcements with every banner linking to `link` and a pop-up holding `popupHtml`. */
async function serveHostileAnnouncements(page: Page, link: string, popupHtml?: string) {
  await page.route('**/wps/relay/CCSFE_getListAnnouncements*', async (route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as {
      value: { banners: { link: string }[]; popup: { title: string; content: string }[] };
    };
    body.value.banners = body.value.banners.map((banner) => ({ ...banner, link }));
    body.value.popup = popupHtml
      ? body.value.popup.slice(0, 1).map((p) => ({ ...p, content: popupHtml }))
      : [];
    await route.fulfill({ response, json: body });
  });
}

test.describe('server links never leave the site', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const link of ['/\\evil.example/steal', '/\t/evil.example/steal', '//evil.example/steal']) {
    test(`a banner linking to ${JSON.stringify(link)} stays on home`, async ({ page }) => {
      const leaks = watchLeaks(page);
      await serveHostileAnnouncements(page, link);
      await page.goto('/m/home');
      const banners = page.getByRole('region', { name: 'Featured' });
      await banners.getByRole('button', { name: 'Pause the slide show' }).click();
      await banners.locator('.home-banner__slide:visible').first().click();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/m/home');
      expect(leaks).toEqual([]);
    });
  }

  test('an announcement pop-up link to /\\evil.example stays on home', async ({ page }) => {
    const leaks = watchLeaks(page);
    await serveHostileAnnouncements(
      page,
      '/m/activity',
      '<p><a href="/\\evil.example/steal">Claim now</a> <a href="/\t/evil.example/">Tab link</a> <a href="/m/activity">Promotions</a></p>',
    );
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    // Refused links are shown as text, so not even a long press can open them in a new tab.
    for (const name of ['Claim now', 'Tab link']) {
      await expect(popup.getByRole('link', { name })).toHaveCount(0);
      await popup.getByText(name).click();
    }
    expect(await popup.innerHTML()).not.toContain('evil.example');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/m/home');
    expect(leaks).toEqual([]);
    // The same pop-up's link to one of our pages is followed: the refusals above were decisions, not dead links.
    await popup.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

test.describe('code that fails to load', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('a screen whose chunk cannot load offers a reload, which brings the screen', async ({ page }) => {
    await page.route('**/m/assets/help-screen-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
    // The shell stays: the player can still go elsewhere.
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectAccessible(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  });

  test('a banner carousel that cannot load leaves the rest of home working', async ({ page }) => {
    await page.route('**/m/assets/banner-carousel-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/home');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await withoutHomePopups(page);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  });
});

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

test.describe('sessions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a key request that stalls fails the login once; the next tap logs in without a reload', async ({
    page,
  }) => {
    let keyReads = 0;
    await page.route('**/wps/session/key/rsa', async (route) => {
      keyReads += 1;
      // The first read never answers: only the client's own timeout ends it.
      if (keyReads > 1) await route.continue();
    });
    await page.goto('/m/login');
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await field(page, 'Username').fill('player01');
    await field(page, 'Password').fill('Player123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Slow Connection').first()).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 30_000 });
    expect(keyReads).toBe(2);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('an expired session clears the member caches in local storage and keeps the preferences', async ({
    page,
    request,
  }) => {
    await withoutHomePopups(page);
    const { token } = await signIn(page, 'player01');
    await page.addInitScript(() => {
      localStorage.setItem('language', 'EN');
      localStorage.setItem('hideDownloadBar', '1');
    });
    await page.goto('/m/home');
    const memberCaches = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('wpsCache.member.')));
    await expect.poll(memberCaches).not.toEqual([]);
    await request.post('/__sandbox/expire-token', { data: { token } });
    // The next member call answers 401 (the notice itself is shell-session.spec's).
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await memberCaches()).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('hideDownloadBar')]),
    ).toEqual(['EN', '1']);
  });

  test('a logout answered 401 is one clean logout: no expiry notice, no login page', async ({ page }) => {
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    // Whether the notice ever showed, kept across the reload that ends the logout.
    await page.addInitScript((text) => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) localStorage.setItem('e2e-expiry-notice', '1');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, LOGGED_OUT);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.route('**/wps/session/logout', (route) =>
      route.fulfill({
        status: 401,
        json: { success: false, errorCode: 'login.not.session', message: 'Not logged in' },
      }),
    );
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('e2e-expiry-notice'))).toBeNull();
    expect(visited.filter((path) => path.endsWith('/login'))).toEqual([]);
  });

  test('with every data call failing, a first screen says so and leaves no uncaught error', async ({
    page,
  }) => {
    for (const path of ['/m/gameList?gameType=RNG', '/m/home', '/m/login']) {
      const uncaught: string[] = [];
      const onError = (error: Error) => uncaught.push(`${path}: ${error.message}`);
      page.on('pageerror', onError);
      // The early script's calls and the app's own fail alike, before any answer (the server is unreachable).
      await page.route('**/wps/**', (route) => route.abort('connectionfailed'));
      await page.goto(path);
      await expect(
        page.getByText('The service is temporarily unavailable. Please try again later.'),
      ).toBeVisible();
      await page.unrouteAll({ behavior: 'wait' });
      page.off('pageerror', onError);
      expect(uncaught).toEqual([]);
    }
  });
});
