import type { Page } from '@playwright/test';
import { findCutText, LONG_LANGUAGES, useLanguage } from './design-fixtures';
import { expect, signIn, test, withoutHomePopups } from './harness';
import { withFlags } from './shell-fixtures';

/** The screens a visitor and a member move through first. */
const VISITOR_SCREENS = ['/m/home', '/m/login', '/m/register', '/m/gameList?gameType=RNG'];
const MEMBER_SCREENS = ['/m/member/home', '/m/voucherCenter', '/m/help'];

async function cutOn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return (
      main?.getAttribute('data-path') === window.location.pathname &&
      !main.querySelector('[aria-busy="true"]')
    );
  });
  return { path, cut: await findCutText(page) };
}

test.describe('no cut text', () => {
  test.beforeEach(async ({ page }) => {
    await withoutHomePopups(page);
    await withFlags(page, { DIRECTREG3: true });
  });

  test('at 360 px the header with Login and Register and the footer are whole in all 29 languages', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/m/home');
    // Named in the language shown, so found by its place: the header's language picker.
    const picker = page.getByRole('banner').locator('.wps-language-picker__trigger');
    const options = page.locator('.wps-language-picker__option');
    await picker.click();
    const count = await options.count();
    expect(count).toBe(29);
    const cut: { language: string; text: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await picker.click();
      const option = options.nth(index);
      const language = (await option.textContent()) ?? '';
      await option.click();
      await expect(page.locator('html')).toHaveAttribute('lang', /./);
      await expect(page.getByRole('banner').locator('a[href="/m/register"]')).toBeVisible();
      for (const found of await findCutText(page)) cut.push({ language, text: found.text });
    }
    expect(cut).toEqual([]);
  });

  test('the main screens in English at 360 px cut no label', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const results = [];
    for (const path of VISITOR_SCREENS) results.push(await cutOn(page, path));
    expect(results.filter((r) => r.cut.length > 0)).toEqual([]);
  });

  test("a member's screens in English at 360 px cut no label", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'player01');
    await page.setViewportSize({ width: 360, height: 740 });
    const results = [];
    for (const path of MEMBER_SCREENS) results.push(await cutOn(page, path));
    expect(results.filter((r) => r.cut.length > 0)).toEqual([]);
  });

  for (const language of LONG_LANGUAGES) {
    test(`the main screens in ${language} at 412 px cut no label`, async ({ page }) => {
      test.setTimeout(180_000);
      await useLanguage(page, language);
      await signIn(page, 'player01');
      await page.setViewportSize({ width: 412, height: 820 });
      const results = [];
      for (const path of [...VISITOR_SCREENS.slice(0, 1), ...MEMBER_SCREENS])
        results.push(await cutOn(page, path));
      expect(results.filter((r) => r.cut.length > 0)).toEqual([]);
    });
  }
});
