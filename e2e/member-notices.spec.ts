import { expect as baseExpect, type Page } from '@playwright/test';
import { footer, HOSTILE_HTML, stubOutsideSites } from './member-fixtures';
import { expectAccessible, test } from './harness';

const expect = baseExpect.configure({ timeout: 20_000 });

async function addNotice(page: Page, title: string, content: string) {
  const response = await page.request.post('/__sandbox/announcement', {
    data: { types: 'PL', title, content },
  });
  expect(response.ok()).toBe(true);
}

test.describe('announcements', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor reads the notice list: no footer menu, a notice opens in place, back goes home', async ({
    page,
  }) => {
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    const first = page.locator('.notices-list summary').first();
    await expect(first).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await first.click();
    await expect(page.locator('.notices-list details[open] .wps-server-html')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a failed list shows a message and a retry that loads it', async ({ page }) => {
    let fail = true;
    await page.route('**/wps/relay/CCSFE_getNoticeList*', async (route) => {
      if (fail) await route.fulfill({ status: 500, body: 'down' });
      else await route.fallback();
    });
    await page.goto('/m/notice');
    await expect(page.locator('.load-state[role="alert"]')).toContainText(/error|connection|Internet/i);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.notices-list summary').first()).toBeVisible();
  });

  test('script, handler and link tricks in an announcement never run or leave the site', async ({ page }) => {
    await stubOutsideSites(page);
    await addNotice(page, 'Tricky notice', HOSTILE_HTML);
    await page.goto('/m/notice');
    const notice = page.locator('details').filter({ hasText: 'Tricky notice' });
    await notice.locator('summary').click();
    const content = notice.locator('.wps-server-html');
    await expect(content).toContainText('Read carefully.');
    await expect(
      content.locator('script, form, input, style, area, [onclick], [onerror], [style]'),
    ).toHaveCount(0);
    await expect(content.locator('img')).toHaveAttribute('loading', 'lazy');

    let popups = 0;
    page.on('popup', () => (popups += 1));
    for (const name of ['Script link', 'Backslash link', 'Tab link', 'Host link']) {
      await content.getByText(name).click();
      await expect(page).toHaveURL(/\/m\/notice$/);
    }
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    const popup = page.waitForEvent('popup');
    await content.getByRole('link', { name: 'Terms link' }).click();
    expect((await popup).url()).toBe('https://help.example/terms');
    expect(await (await popup).evaluate(() => window.opener)).toBeNull();

    await content.getByRole('link', { name: 'Help link' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});
