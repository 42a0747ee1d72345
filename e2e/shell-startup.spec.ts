import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './harness';

// Each test answers the status call itself, so tests running in parallel never see another's switches.
async function answerStatus(page: Page, value: { maintenance: boolean; regionRestriction: boolean }) {
  await page.route('**/wps/system/status', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: { ...value, location: 'PH', info: { mobileTemplate: { mem_cen: '1', dep_func: '1' } } },
      },
    }),
  );
}

test.describe('start-up modes', () => {
  test('maintenance wins over region restriction', async ({ page }) => {
    await answerStatus(page, { maintenance: true, regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('region restriction alone shows the region page', async ({ page }) => {
    await answerStatus(page, { maintenance: false, regionRestriction: true });
    await page.goto('/m/login');
    await expect(
      page.getByRole('heading', { name: 'Sorry, the service is not available in your location.' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a failed status call shows the outage page, and retry brings the app', async ({ page }) => {
    let fail = true;
    await page.route('**/wps/system/status', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, errorCode: 'system.error', message: '' } })
        : route.continue(),
    );
    await page.goto('/m/home');
    const heading = page.getByRole('heading', {
      name: 'The service is temporarily unavailable. Please try again later.',
    });
    await expect(heading).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a blocked address shows the restricted-IP page', async ({ page }) => {
    await page.route('**/wps/system/status', (route) =>
      route.fulfill({ status: 403, json: { success: false, errorCode: 'ip.restricted', message: 'IP' } }),
    );
    await page.goto('/m/home');
    await expect(
      page.getByRole('heading', { name: 'Sorry, access from your IP address is restricted.' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('maintenance page', () => {
  test('the maintenance route says the platform is under maintenance, without the footer menu', async ({
    page,
  }) => {
    await page.goto('/m/maintenance');
    await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
