import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible, test } from './harness';

// Lazy screens, sealed logins and scrypt in the sandbox take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
}

test.describe('settings and sign out', () => {
  test.describe.configure({ timeout: 60_000 });

  test('without a session settings goes home and change password goes to login', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('sign out asks first, then clears the session and reloads home', async ({ page }) => {
    await logIn(page, 'player02', 'Player123');
    await page.goto('/m/set');
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to sign out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL(/\/m\/set$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const logout = page.waitForRequest(
      (r) => r.url().includes('/wps/session/logout') && r.method() === 'DELETE',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await logout;
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});

test.describe('change password', () => {
  test.describe.configure({ timeout: 60_000 });

  test('checks each field, refuses the same password, then saves and goes home', async ({ page }) => {
    await logIn(page, 'down01', 'Player123');
    await page.goto('/m/changePsw');
    const submit = page.locator('form').getByRole('button', { name: 'Confirm', exact: true });
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('down01');
    await expect(field(page, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await submit.click();
    await expect(field(page, 'Old password')).toHaveAccessibleDescription(/Password format is incorrect/);
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(/Enter password/);
    await field(page, 'Old password').fill('Player123');
    await field(page, 'New password').fill('Player123');
    await field(page, 'Confirm password').fill('Player124');
    await submit.click();
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
      /Confirmation password not matched/,
    );
    await field(page, 'Confirm password').fill('Player123');
    await submit.click();
    await expect(page.getByRole('alertdialog')).toContainText('cannot be the same');
    await expectAccessible(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(field(page, 'Old password')).toHaveValue('Player123');
    await field(page, 'New password').fill('Newpass456');
    await field(page, 'Confirm password').fill('Newpass456');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Change saved' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a first login changes the password without asking for the old one, and the remembered password follows', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await field(page, 'Username').fill('newbie01');
    await field(page, 'Password').fill('Newbie123');
    await page.getByText('Remember me').click();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/, { timeout: 20_000 });
    await expect(field(page, 'New password')).toBeVisible();
    // Held in memory from the login just made: not asked again, and never written to storage.
    await expect(field(page, 'Old password')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('Newbie123');
    const change = page.waitForRequest((r) => r.url().includes('passWordChangeV2'));
    await field(page, 'New password').fill('Changed456');
    await field(page, 'Confirm password').fill('Changed456');
    await page.locator('form').getByRole('button', { name: 'Confirm', exact: true }).click();
    await change;
    await expect(page.getByRole('status').filter({ hasText: 'Change saved' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/m\/home$/);
    // The remembered password was re-encoded as the new one.
    await page.goto('/m/login');
    await expect(field(page, 'Username')).toHaveValue('newbie01', { timeout: 30_000 });
    await expect(field(page, 'Password')).toHaveValue('Changed456');
  });

  test('a change opened by the member asks for the old password', async ({ page }) => {
    await logIn(page, 'player02', 'Player123');
    await page.goto('/m/changePsw');
    await expect(field(page, 'Old password')).toBeVisible();
  });
});
