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
