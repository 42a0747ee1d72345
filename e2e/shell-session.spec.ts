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
