import { expect as baseExpect, type Page } from '@playwright/test';
import { HOSTILE_HTML, stubOutsideSites } from './member-fixtures';
import { test } from './harness';
import { fetchThrough } from './route-fetch';

// Home is the busiest screen: allow a loaded machine time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Home's announcements with one banner linking to `link` and one visitor pop-up carrying the hostile HTML. */
async function hostileHome(page: Page, link: string) {
  await page.route('**/wps/relay/CCSFE_getListAnnouncements*', async (route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as {
      value: { banners: { id: number; url: string; link: string; title: string }[]; popup: object[] };
    };
    const [banner] = body.value.banners;
    if (banner) body.value.banners = [{ ...banner, link, title: 'Tricky banner' }];
    body.value.popup = [
      { id: 990, title: 'Tricky pop-up', content: HOSTILE_HTML, promotionType: '', execution: 'B' },
    ];
    await route.fulfill({ response, json: body });
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as { pwned?: number }).pwned);

test.describe('server links on home', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the pop-up never runs its tricks, refuses other-host paths and opens real sites apart', async ({
    page,
  }) => {
    await stubOutsideSites(page);
    await hostileHome(page, '/m/help');
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Tricky pop-up' });
    await expect(popup).toContainText('Read carefully.');
    await expect(popup.locator('script, form, input, style, area, [onclick], [onerror]')).toHaveCount(0);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    for (const name of ['Script link', 'Backslash link', 'Tab link', 'Host link'])
      await popup.getByText(name).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(popups).toBe(0);
    expect(await pwned(page)).toBeUndefined();

    const opened = page.waitForEvent('popup');
    await popup.getByRole('link', { name: 'Terms link' }).click();
    expect((await opened).url()).toBe('https://help.example/terms');
  });

  for (const link of [
    '/\\evil.example/',
    '/\t/evil.example/',
    '//evil.example/',
    'javascript:window.pwned=9',
  ])
    test(`a banner linking to ${JSON.stringify(link)} stays on the site`, async ({ page }) => {
      await stubOutsideSites(page);
      await hostileHome(page, link);
      await page.goto('/m/home');
      await page.getByRole('dialog').press('Escape');
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.getByRole('button', { name: 'Tricky banner' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(popups).toBe(0);
      expect(await pwned(page)).toBeUndefined();
    });

  test('a banner linking to a player path opens it in the app', async ({ page }) => {
    await hostileHome(page, '/m/help');
    await page.goto('/m/home');
    await page.getByRole('dialog').press('Escape');
    await page.getByRole('button', { name: 'Tricky banner' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});
