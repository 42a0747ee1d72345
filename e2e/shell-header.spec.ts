import { answerWallet, withFlags } from './shell-fixtures';
import { expect, expectAccessible, signIn, test, withoutHomePopups } from './harness';

test.describe('home header', () => {
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('a visitor sees login, language and menu; register only with DIRECTREG3', async ({ page }) => {
    await withFlags(page, { DIRECTREG3: false });
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the register link appears with DIRECTREG3', async ({ page }) => {
    await withFlags(page, { DIRECTREG3: true });
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('a member sees name, balance, deposit and the popover', async ({ page }) => {
    test.slow(); // many steps and an axe run: long on a busy machine
    const wallet = await answerWallet(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await expect(header.getByText('player01')).toBeVisible();
    await expect(header.getByText(/1,250\.50/)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByRole('img', { name: 'Gaming licence' })).toBeVisible();
    await expect(header.getByText('Copyright © 2025')).toBeVisible();
    await expectAccessible(page);

    await header.getByRole('button', { name: 'Hide balance' }).click();
    await expect(header.getByText(/\*{6}/)).toBeVisible();
    await header.getByRole('button', { name: 'Show balance' }).click();
    await expect(header.getByText(/1,250\.50/)).toBeVisible();

    wallet.holdNext();
    await header.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(header.getByText(/\*{6}/)).toBeVisible();
    wallet.release();
    await expect(header.getByText(/1,250\.50/)).toBeVisible();
  });

  test('sign out asks, then ends the session and reloads home as a visitor', async ({ page, request }) => {
    const { token } = await signIn(page, 'player01');
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to sign out?');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    // The logout call ended the token on the server too.
    const wallet = await request.get('/wps/relay/PCSFE_getWallet', {
      headers: { Merchant: 'demo', Authorization: token },
    });
    expect(wallet.status()).toBe(401);
  });
});
