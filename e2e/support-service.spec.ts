import { expectHarmless, TRICKY_HTML } from './support-fixtures';
import { closeHomePopup, expect, expectAccessible, test } from './harness';
import { fetchThrough } from './route-fetch';

const LIVE_CHAT = 'https://support.luckypeso.example/chat';

test.describe('customer service, user agreement and app download', () => {
  test('the service page offers the online service and every contact, each opening apart', async ({
    page,
  }) => {
    test.slow(); // axe on a busy machine
    await page.goto('/m/service');
    const online = page.getByRole('link', { name: 'Contact us' });
    await expect(online).toHaveAttribute('href', LIVE_CHAT, { timeout: 20_000 });
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
    await page.goto('/m/login');
    await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', LIVE_CHAT, {
      timeout: 20_000,
    });
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
