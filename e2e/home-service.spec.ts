import { closeHomePopup, expect, test } from './support';

test.describe('home customer service', () => {
  test.describe.configure({ timeout: 60_000 });

  test('several contacts open a list', async ({ page }) => {
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Customer service' }).click();
    const list = page.getByRole('dialog', { name: 'Contact us' });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^https?:/);
    expect(await list.getByRole('link').count()).toBeGreaterThan(1);
  });

  test('one contact opens directly', async ({ page }) => {
    await page.route('**/*getCustomerService*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: unknown[] };
      body.value = body.value.slice(0, 1);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    await closeHomePopup(page);
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    await opened;
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeHidden();
  });
});
