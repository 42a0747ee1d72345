import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, openPopularArea as openHome, signIn, test } from './harness';

// Home is the busiest screen (carousel, tickers, lazy pieces): allow a loaded machine time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

const hearts = (area: ReturnType<Page['getByRole']>) =>
  area
    .getByRole('tabpanel')
    .getByRole('list')
    .getByRole('button', { name: /^Favourite: / });

/** The heart of the first hot game that is not a favourite yet (several hot games share a name). */
async function firstPlainHeart(area: ReturnType<Page['getByRole']>) {
  await expect(hearts(area).first()).toBeVisible();
  const pressed = await hearts(area).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-pressed')),
  );
  const index = pressed.indexOf('false');
  expect(index).toBeGreaterThanOrEqual(0);
  return hearts(area).nth(index);
}

test.describe('home favourite hearts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a member hearts a hot game; the heart stays pressed after a reload', async ({ page }) => {
    await signIn(page, 'player01');
    const area = await openHome(page);
    const heart = await firstPlainHeart(area);
    const saved = page.waitForResponse((response) => response.url().includes('GCSGAME_addFavourite'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await area.scrollIntoViewIfNeeded();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page);
  });

  test('a refused favourite is put back and told in a toast', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_addFavourite*', (route) =>
      route.fulfill({ json: { success: false, errorCode: '#727', message: 'System upgrading' } }),
    );
    await signIn(page, 'player01');
    const area = await openHome(page);
    const heart = await firstPlainHeart(area);
    await heart.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The system is busy, please try again later.' }),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(area.getByRole('tab', { name: 'Hot' })).toBeVisible();
  });

  test("a visitor's heart leads to login", async ({ page }) => {
    const area = await openHome(page);
    await expect(hearts(area).first()).toBeVisible();
    await hearts(area).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
