import { closeHomePopup, expect, test } from './harness';
import { fetchThrough } from './route-fetch';

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
      const response = await fetchThrough(route);
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

  test('hostile contact addresses are refused: only the safe one is offered', async ({ page }) => {
    const contact = (url: string, csPosition: number) => ({
      csType: 'LIVECHAT',
      csPosition,
      title: 'chat',
      url,
    });
    let contacts = [contact('javascript:alert(1)', 1), contact('/\\evil.example/x', 2)];
    await page.route('**/*getCustomerService*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: unknown[] };
      await route.fulfill({ response, json: { ...body, value: contacts } });
    });
    await page.context().route('https://chat.example/**', (route) => route.fulfill({ body: 'chat' }));
    await page.goto('/m/home');
    await closeHomePopup(page);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);

    contacts = [...contacts, contact('https://chat.example/live', 3)];
    // The home pop-up shows once per visit, so the reloaded page has none.
    await page.reload();
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    expect((await opened).url()).toBe('https://chat.example/live');
    expect(page.url()).not.toContain('evil.example');
  });
});
