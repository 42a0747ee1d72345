import { expect as baseExpect } from '@playwright/test';
import { HOSTILE_HTML, stubOutsideSites } from './member-fixtures';
import { expectAccessible, signIn, test } from './harness';
import { fetchThrough } from './route-fetch';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('messages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor opening the inbox is sent to login', async ({ page }) => {
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('reading messages counts the unread down on the inbox and the member centre dot', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    await page.getByRole('button', { name: '2 unread messages' }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(page.getByText('2 unread messages')).toBeVisible();
    const list = page.locator('.messages-list');
    await expect(list.getByRole('button')).toHaveCount(3);
    await expectAccessible(page);

    await list.getByRole('button', { name: /Your weekly rebate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your weekly rebate' });
    await expect(dialog).toContainText('Hello player01, this is message 2.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByText('1 unread messages')).toBeVisible();

    await list.getByRole('button', { name: /Security reminder/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('0 unread messages')).toBeVisible();
    await page.goto('/m/member/home');
    await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('/m/message opens the same inbox, and server HTML in a message never runs or leaves', async ({
    page,
  }) => {
    await stubOutsideSites(page);
    // The sandbox has no way to send a message with chosen content: the list answer carries it here.
    await page.route('**/wps/relay/MCSFE_getMessageList*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: { list: { title: string; content: string }[] } };
      const first = body.value.list[0];
      if (first) first.content = HOSTILE_HTML;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, 'player01');
    await page.goto('/m/message');
    await page.locator('.messages-list').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Read carefully.');
    await expect(dialog.locator('script, form, input, style, area, [onclick], [onerror]')).toHaveCount(0);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await dialog.getByText('Backslash link').click();
    await dialog.getByText('Script link').click();
    await dialog.getByText('Host link').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('a long inbox is windowed and loads the next page as its end comes near', async ({ page }) => {
    const asked = new Set<number>();
    await page.route('**/wps/relay/MCSFE_getMessageList*', async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const pageNo = Number(query.get('pageNo') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '10');
      asked.add(pageNo);
      const list = Array.from({ length: pageSize }, (_, index) => {
        const n = (pageNo - 1) * pageSize + index + 1;
        return {
          id: n,
          title: `Notice number ${n}`,
          content: `<p>Body ${n}</p>`,
          read: true,
          createTime: 1_700_000_000_000,
        };
      });
      await route.fulfill({
        json: {
          success: true,
          value: { list, pageNum: pageNo, pageSize, totalPages: 4, total: pageSize * 4 },
        },
      });
    });
    await signIn(page, 'player01');
    await page.goto('/m/webEmail');
    const list = page.locator('.messages-list');
    await expect(list.getByRole('button', { name: /Notice number 1\b/ })).toBeVisible();
    // Only what fills the screen is asked for, page by page, with no More button to tap.
    expect(asked.has(4)).toBe(false);
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
    await expectAccessible(page);

    const last = list.getByRole('button', { name: /Notice number 80\b/ });
    await expect(async () => {
      await page.mouse.wheel(0, 4_000);
      await expect(last).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    expect([...asked].sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
    // Windowed: the rows scrolled far out of view are no longer in the page.
    await expect(list.getByRole('button', { name: /Notice number 1\b/ })).toHaveCount(0);
    await expect(page.getByText('No more')).toBeVisible();
  });
});
