import { closeHomePopup, expect, expectAccessible, test, watchErrors } from './harness';
import { serveRuntimeConfig } from './config-fixtures';

test.describe('player shell', () => {
  test('home loads with its header, footer menu and no errors', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto('/m/home');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Home | Lucky Peso');
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Peso' })).toBeAttached();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('the root aliases land on home', async ({ page }) => {
    for (const path of ['/', '/m', '/m/', '/m/index.html']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });

  test('the legacy register page keeps its invitation code', async ({ page }) => {
    await page.goto('/register.html?code=AB12');
    await expect(page).toHaveURL(/\/m\/register\?code=AB12$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  });

  test('a deep link reloads without a 404', async ({ page }) => {
    const first = await page.goto('/m/gameList?gameType=RNG');
    expect(first?.status()).toBe(200);
    const again = await page.reload();
    expect(again?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page).toHaveURL(/gameType=RNG/);
  });

  test('an unknown route shows not-found with a way home', async ({ page }) => {
    const response = await page.goto('/m/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the footer menu navigates without reloading the page', async ({ page }) => {
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotion' })
      .click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test('the back button with no history goes home', async ({ page }) => {
    await page.goto('/m/help');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a broken runtime config shows a clear error page, not a blank screen', async ({ page }) => {
    await serveRuntimeConfig(page, () => '{"merchantCode": 42');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'This site is not set up correctly' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('pages are served with a strict content security policy', async ({ page }) => {
    const response = await page.goto('/m/home');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).toContain('frame-ancestors');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cache-control']).toContain('no-cache');
  });
});
