import { withFlags } from './shell-fixtures';
import { closeHomePopup, expect, expectAccessible, signIn, test, withoutHomePopups } from './harness';

test.describe('side menu', () => {
  test('lists HOT first, selects a category on home, and shows only enabled shortcuts', async ({ page }) => {
    test.slow(); // opens the drawer and runs axe on it: long on a busy machine
    await withFlags(page, { DEPOSIT: true, REWCEN3: false, WITHDRAW: false });
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button').filter({ hasText: 'Hot' }).first()).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Reward centre' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(menu.getByText('Copyright © 2025')).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=RNG$/);
  });

  test("shows each category with the server's icon, and a kit mark where a picture fails", async ({
    page,
  }) => {
    await withoutHomePopups(page);
    // One category's picture is broken: its entry still lines up, with the kit's game icon instead.
    await page.route('**/wps/img/category/FISH.*', (route) => route.fulfill({ status: 404 }));
    const categories = page.waitForResponse((r) => r.url().includes('GCSGAME_getPopularCategories'));
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const answer = (await (await categories).json()) as {
      value: { gameCategory: string; iconUrl: string }[];
    };
    const menu = page.getByRole('dialog');
    const served = answer.value.filter((c) => c.gameCategory !== 'FISH' && c.iconUrl);
    expect(served.length).toBeGreaterThan(0);
    for (const category of served) await expect(menu.locator(`img[src="${category.iconUrl}"]`)).toBeVisible();
    await expect(menu.locator('img[src*="/category/FISH."]')).toHaveCount(0);
    const fish = menu.getByRole('button', { name: 'Fishing' });
    await expect(fish.locator('svg')).toBeVisible();
  });

  test('PROMO goes to the promotions page; members can sign out from it', async ({ page }) => {
    test.slow(); // two page loads and the drawer: long on a busy machine
    await page.route('**/wps/relay/GCSGAME_getPopularCategories*', (route) =>
      route.fulfill({
        json: { success: true, value: [{ gameCategory: 'PROMO', name: 'Promo', iconUrl: '' }] },
      }),
    );
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await menu.getByRole('button', { name: 'Promotion' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});
