import { expect, expectAccessible, signIn, test, withoutHomePopups } from './harness';

test.describe('language, session expiry and connectivity', () => {
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('switching to Arabic lays the page out right to left', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expectAccessible(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an expired session tells the player and goes to login', async ({ page, request }) => {
    const { token } = await signIn(page, 'player01');
    // The sandbox ages the token past its idle limit: the first member call answers 401.
    await request.post('/__sandbox/expire-token', { data: { token } });
    await page.goto('/m/home');
    await expect(page.getByText('The account has been logged out, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('going offline shows No Internet until the connection returns', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('No Internet')).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    await expect(page.getByText('No Internet')).toHaveCount(0);
  });

  test('an answer that arrives once the connection is lost leaves No Internet up', async ({
    page,
    context,
  }) => {
    // The winner board's answer is held until the phone is offline: it left the server before the network went.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/GCSGAME_getWinnerBoard**', async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    const asked = page.waitForRequest(/GCSGAME_getWinnerBoard/);
    await page.goto('/m/home');
    await asked;
    // Every state the banner takes from now on, however briefly (the calls that fail offline put it back).
    await page.evaluate(() => {
      const banner = document.querySelector('.app-connectivity');
      const states: string[] = [];
      Object.assign(window, { connectivityStates: states });
      if (banner)
        new MutationObserver(() => states.push(banner.getAttribute('data-state') ?? '')).observe(banner, {
          attributeFilter: ['data-state'],
        });
    });
    await context.setOffline(true);
    await expect(page.getByText('No Internet')).toBeVisible();
    release();
    // The answer is in the page (the board shows its winners), and the banner never left No Internet.
    await expect(
      page.getByRole('list', { name: 'Latest winners' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('No Internet')).toBeVisible();
    const states = await page.evaluate(
      () => (window as unknown as { connectivityStates: string[] }).connectivityStates,
    );
    expect(new Set(states)).toEqual(new Set(['offline']));
    await context.setOffline(false);
    await expect(page.getByText('No Internet')).toHaveCount(0);
  });

  test('pages fade in on navigation, but the page a visit opens on appears at once', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('.wps-page-transition')).toHaveCount(1);
    await expect(page.locator('.wps-page-transition--fade')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotion' })
      .click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator('.wps-page-transition--fade')).toHaveCount(1);
  });
});
