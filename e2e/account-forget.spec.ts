import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible, test } from './support';

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
});
