import type { Page } from '@playwright/test';
import { signIn, test } from './harness';
import { expect, field } from './money-fixtures';

const LOCKED = 'Too many wrong passwords. Try again in 15 minutes.';

/** Submits a form and waits for the server's answer to the call it sends. */
async function submitAndWait(page: Page, path: string, submit: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.url().includes(path));
  await submit();
  await answered;
}

test.describe('wrong passwords after sign-in', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lock every password check after five, say for how long, and keep what was typed', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/securityCenter');
    const form = page.getByRole('form', { name: 'Change payment password' });
    await form.getByLabel(/^Current payment password/).fill('000000');
    await form.getByLabel(/^New payment password/).fill('654321');
    await form.getByLabel(/^Confirm payment password/).fill('654321');
    const save = () => form.getByRole('button', { name: 'Save' }).click();
    for (let i = 0; i < 4; i += 1) {
      await submitAndWait(page, 'SCSFE_setPaymentPassword', save);
      await expect(form.getByRole('alert')).toHaveText('The payment password is incorrect.');
    }
    await submitAndWait(page, 'SCSFE_setPaymentPassword', save);
    await expect(form.getByRole('alert')).toHaveText(LOCKED);
    await expect(form.getByLabel(/^Current payment password/)).toHaveValue('000000');
    await expect(form.getByLabel(/^New payment password/)).toHaveValue('654321');

    // The right payment password is refused too while the lock lasts, with the same message.
    await form.getByLabel(/^Current payment password/).fill('123456');
    await submitAndWait(page, 'SCSFE_setPaymentPassword', save);
    await expect(form.getByRole('alert')).toHaveText(LOCKED);

    // One counter for every check: the login password is locked as well, shown at the field it is about.
    await page.goto('/m/changePsw');
    await field(page, 'Old password').fill('Player123');
    await field(page, 'New password').fill('Newpass456');
    await field(page, 'Confirm password').fill('Newpass456');
    await submitAndWait(page, '/wps/member/passWordChangeV2', () =>
      page.locator('form').getByRole('button', { name: 'Confirm', exact: true }).click(),
    );
    await expect(field(page, 'Old password')).toHaveAccessibleDescription(LOCKED);
    await expect(field(page, 'Old password')).toHaveValue('Player123');
    await expect(field(page, 'New password')).toHaveValue('Newpass456');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });

  test('a wrong old password is said at its field when changing the login password', async ({ page }) => {
    await signIn(page, 'down02');
    await page.goto('/m/changePsw');
    await field(page, 'Old password').fill('Wrong1234');
    await field(page, 'New password').fill('Newpass456');
    await field(page, 'Confirm password').fill('Newpass456');
    await submitAndWait(page, '/wps/member/passWordChangeV2', () =>
      page.locator('form').getByRole('button', { name: 'Confirm', exact: true }).click(),
    );
    await expect(field(page, 'Old password')).toHaveAccessibleDescription(/Password format is incorrect/);
    await expect(field(page, 'Old password')).toHaveValue('Wrong1234');
  });
});
