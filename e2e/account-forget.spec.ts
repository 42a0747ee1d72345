import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './harness';

// Lazy screens take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

test.describe('forgot password', () => {
  test('checks username and e-mail, keeps what was typed, then sends and goes back', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await expect(field(page, 'E-mail')).toHaveAttribute('autocomplete', 'email');
    await field(page, 'Username').fill('player01');
    await field(page, 'E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription(/E-mail format is incorrect/);
    await expect(field(page, 'E-mail')).toBeFocused();
    await expect(field(page, 'Username')).toHaveValue('player01');
    await expectAccessible(page);
    await field(page, 'Username').clear();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/Account format is incorrect/);
  });

  test('a signed-in member is not offered recovery, only a way back home', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/forget');
    const notice = page.locator('p', {
      hasText: 'You are already signed in, so there is no password to recover.',
    });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(field(page, 'Username')).toHaveCount(0);
    await expect(field(page, 'Mobile number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await notice.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
