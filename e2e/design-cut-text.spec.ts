import type { Page } from '@playwright/test';
import { findCutText, type LabelKind } from './design-fixtures';
import { expect, signIn, test, withoutHomePopups } from './harness';
import { withFlags } from './shell-fixtures';

/** The screens a visitor and a member move through first. */
const VISITOR_SCREENS = ['/m/home', '/m/login', '/m/register', '/m/gameList?gameType=RNG'];
const MEMBER_SCREENS = ['/m/member/home', '/m/voucherCenter', '/m/help'];

/**
 * The screens checked in every language at 412 px, whose page opens them (a visitor's or a signed-in agent's),
 * and the kinds of label each must show, so the check cannot pass by finding nothing to look at.
 */
const SCREENS_IN_EVERY_LANGUAGE: readonly (readonly ['visitor' | 'agent', string, readonly LabelKind[]])[] = [
  ['visitor', '/m/login', ['button', 'tab']],
  ['visitor', '/m/register', ['button']],
  // Home's first screen holds no links of its own (its game sections come after it): its header and footer.
  ['agent', '/m/home', ['header', 'footer']],
  ['agent', '/m/member/home', ['header', 'footer', 'link']],
  ['agent', '/m/gameList?gameType=RNG', ['tab', 'link', 'button']],
  ['agent', '/m/agent', ['link']],
];

/** Opens `path` and, once its screen is drawn and nothing in it is loading, finds the labels that are cut. */
async function cutOn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return (
      main?.getAttribute('data-path') === window.location.pathname &&
      !main.querySelector('[aria-busy="true"]')
    );
  });
  return { path, ...(await findCutText(page)) };
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
      const lang = (await option.getAttribute('lang')) ?? '';
      await option.click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner').locator('a[href="/m/register"]')).toBeVisible();
      const checked = await findCutText(page);
      expect(checked.seen.header, language).toBeGreaterThan(2);
      expect(checked.seen.footer, language).toBe(5);
      for (const found of checked.cut) cut.push({ language, text: found.text });
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

  // Every language at 412 px, in three parts of the picker's list so each test stays a few minutes long. The
  // visitor's page picks the language (stored for the whole site) and checks login and register; a signed-in
  // agent's page, beside it, checks home, the member centre's grid, a game list and the agent home's grid.
  for (const part of [0, 1, 2]) {
    test(`at 412 px in every language (part ${part + 1} of 3) no header item, footer label, button, tab or grid label is cut`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const agent = await page.context().newPage();
      await withoutHomePopups(agent);
      await signIn(agent, 'agent01');
      for (const each of [page, agent]) await each.setViewportSize({ width: 412, height: 820 });
      const picker = page.getByRole('banner').locator('.wps-language-picker__trigger');
      const options = page.locator('.wps-language-picker__option');
      const cut: { language: string; path: string; text: string }[] = [];
      const languages: string[] = [];
      for (let index = part; index < 29; index += 3) {
        await page.goto('/m/home');
        await picker.click();
        const option = options.nth(index);
        const language = (await option.textContent()) ?? '';
        const lang = (await option.getAttribute('lang')) ?? '';
        await option.click();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        languages.push(language);
        for (const [who, path, kinds] of SCREENS_IN_EVERY_LANGUAGE) {
          const shown = who === 'visitor' ? page : agent;
          const checked = await cutOn(shown, path);
          await expect(shown.locator('html'), `${language} ${path}`).toHaveAttribute('lang', lang);
          for (const kind of kinds)
            expect(checked.seen[kind], `${kind} labels on ${path} in ${language}`).toBeGreaterThan(0);
          for (const found of checked.cut) cut.push({ language, path, text: found.text });
        }
      }
      expect(languages).toHaveLength(part === 2 ? 9 : 10);
      expect(cut).toEqual([]);
    });
  }
});
