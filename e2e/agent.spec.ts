import { expect, expectAccessible, signIn, test } from './support';

test.describe('agent app through the gateway', () => {
  test('without a session /m/agent replaces itself with /m/home', async ({ page }) => {
    await page.goto('/m/help');
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // `replace`, not a push: going back skips the refused page.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('a non-agent member is sent home too', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/agent/team/overview');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('an agent session survives the full page load into the agent build', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { name: 'Agent centre' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
  });
});
