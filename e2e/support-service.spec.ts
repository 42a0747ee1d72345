import type { Page } from '@playwright/test';
import { withRuntimeConfig } from './config-fixtures';
import { expectHarmless, TRICKY_HTML } from './support-fixtures';
import { closeHomePopup, expect, expectAccessible, test } from './harness';
import { fetchThrough } from './route-fetch';

const LIVE_CHAT = 'https://support.luckypeso.example/chat';
const ONLINE_SERVICE_TYPE = 3;

/**
 * Passes the site settings through with the online service path as `change` returns it (given the path the
 * sandbox sent), and answers what the sandbox sent.
 */
async function changeOnlineServicePath(page: Page, change: (sent: string) => string = (sent) => sent) {
  const sent: string[] = [];
  await page.route('**/wps/system/settings/consolidated*', async (route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as { value: { paths: { type: number; path: string }[] } };
    for (const entry of body.value.paths) {
      if (entry.type !== ONLINE_SERVICE_TYPE) continue;
      sent.push(entry.path);
      entry.path = change(entry.path);
    }
    await route.fulfill({ response, json: body });
  });
  return sent;
}

/** The login screen's link bar once it knows whether there is an online service link. */
async function settledLoginLinks(page: Page) {
  const links = page.getByRole('navigation', { name: 'Login' });
  await expect(links.getByRole('link', { name: 'Back home' })).toBeVisible({ timeout: 20_000 });
  await expect(links).not.toHaveAttribute('aria-busy', 'true');
  return links;
}

/** The sandbox sends the demo merchant's online service link sealed: never the address itself. */
function expectSealed(sent: readonly string[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const path of sent) {
    expect(path).toMatch(/^v1\./);
    expect(path).not.toContain('luckypeso');
  }
}

test.describe('customer service, user agreement and app download', () => {
  test('the service page offers the online service and every contact, each opening apart', async ({
    page,
  }) => {
    test.slow(); // axe on a busy machine
    const sent = await changeOnlineServicePath(page);
    await page.goto('/m/service');
    const online = page.getByRole('link', { name: 'Contact us' });
    await expect(online).toHaveAttribute('href', LIVE_CHAT, { timeout: 20_000 });
    expectSealed(sent);
    await expect(online).toHaveAttribute('rel', 'noopener noreferrer');
    const contacts = page.getByRole('list', { name: 'Contact us' }).getByRole('link');
    await expect(contacts).toHaveCount(3);
    await expect(contacts.nth(0)).toContainText('Live chat');
    await expect(contacts.nth(1)).toContainText('Facebook');
    await expect(contacts.nth(2)).toContainText('Telegram');
    await expectAccessible(page);
  });

  test('contacts whose address the link rules refuse are left out', async ({ page }) => {
    await page.route('**/wps/relay/CCSFE_getCustomerService*', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: [
            { csType: 'LIVECHAT', csPosition: 1, title: 'Chat', url: 'javascript:alert(1)' },
            { csType: 'FACEBOOK', csPosition: 2, title: 'Page', url: '//evil.example/fb' },
            {
              csType: 'TELEGRAM',
              csPosition: 3,
              title: 'Channel',
              url: 'https://telegram.luckypeso.example/x',
            },
          ],
        },
      }),
    );
    await page.goto('/m/service');
    const contacts = page.getByRole('list', { name: 'Contact us' }).getByRole('link');
    await expect(contacts).toHaveCount(1, { timeout: 20_000 });
    await expect(contacts).toHaveAttribute('href', 'https://telegram.luckypeso.example/x');
  });

  test("the login screen's customer-service link opens the online service link", async ({ page }) => {
    const sent = await changeOnlineServicePath(page);
    await page.goto('/m/login');
    await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', LIVE_CHAT, {
      timeout: 20_000,
    });
    expectSealed(sent);
  });

  test('an online service path that does not open is no link: login leads to the service page and its contacts', async ({
    page,
  }) => {
    const sent = await changeOnlineServicePath(
      page,
      (path) => `${path.slice(0, -6)}${path.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`,
    );
    await page.goto('/m/login');
    const links = await settledLoginLinks(page);
    expectSealed(sent);
    const service = links.getByRole('link', { name: 'Customer service' });
    await expect(service).toHaveAttribute('href', '/m/service');
    await service.click();
    await expect(page).toHaveURL(/\/m\/service$/);
    await expect(page.getByRole('list', { name: 'Contact us' }).getByRole('link')).toHaveCount(3);
    await expect(page.locator('.service-intro')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0);
    await expect(page.locator('a[href*="v1."]')).toHaveCount(0);
  });

  test('without the key a sealed path is no link, and with no contacts either the service page says so', async ({
    page,
  }) => {
    await withRuntimeConfig(page, { servicePathKey: undefined });
    const sent = await changeOnlineServicePath(page);
    await page.route('**/wps/relay/CCSFE_getCustomerService*', (route) =>
      route.fulfill({ json: { success: true, value: [] } }),
    );
    await page.goto('/m/service');
    await expect(page.getByText('No customer service contact is available right now.')).toBeVisible({
      timeout: 20_000,
    });
    expectSealed(sent);
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0);
  });

  test('a merchant without a key that sends the path plain still gets its link', async ({ page }) => {
    const PLAIN = 'https://chat.plain-merchant.example/live';
    await withRuntimeConfig(page, { servicePathKey: undefined });
    await changeOnlineServicePath(page, () => PLAIN);
    await page.goto('/m/login');
    const links = await settledLoginLinks(page);
    await expect(links.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', PLAIN);
  });

  test('the user agreement shows the merchant text, harmlessly', async ({ page, request }) => {
    test.slow();
    await page.goto('/m/useragreement');
    await expect(page.getByRole('heading', { name: 'User agreement', level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/18 or older/)).toBeVisible();
    await expectAccessible(page);

    await request.post('/__sandbox/agreement', { data: { title: 'Terms', content: TRICKY_HTML } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Terms', level: 2 })).toBeVisible({ timeout: 20_000 });
    await expectHarmless(page, page.locator('.wps-server-html'));
  });

  test("the side menu's app download lists the apps of this device", async ({ page }) => {
    test.slow(); // the drawer, a dialog and axe
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'App download' }).click();
    const dialog = page.getByRole('dialog', { name: 'App download' });
    const links = dialog.getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/download\.luckypeso\.example\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectAccessible(page);
  });

  test('without download links the side menu has no app-download shortcut', async ({ page }) => {
    await page.route('**/wps/system/settings/consolidated*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: { resources: unknown[] } };
      body.value.resources = [];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'App download' })).toHaveCount(0);
  });
});
