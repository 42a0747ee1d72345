import type { Page } from '@playwright/test';
import { findCutText, type LabelKind } from './design-fixtures';
import { expect, openInApp, signIn, test, withoutHomePopups } from './harness';
import { withFlags } from './shell-fixtures';

/** The screens a visitor and a member move through first. */
const VISITOR_SCREENS = ['/m/home', '/m/login', '/m/register', '/m/gameList?gameType=RNG'];
const MEMBER_SCREENS = ['/m/member/home', '/m/voucherCenter', '/m/help'];

/**
 * The screens checked in every language at 412 px, whose page opens them (a visitor's or a signed-in agent's), how
 * (loaded afresh, which reads the language the visitor's page stored, or reached inside the app already loaded),
 * and the kinds of label each must show, so the check cannot pass by finding nothing to look at.
 */
const SCREENS_IN_EVERY_LANGUAGE: readonly (readonly [
  'visitor' | 'agent',
  'load' | 'in-app',
  string,
  readonly LabelKind[],
])[] = [
  ['visitor', 'in-app', '/m/login', ['button', 'tab']],
  ['visitor', 'in-app', '/m/register', ['button']],
  // Home's first screen holds no links of its own (its game sections come after it): its header and footer.
  ['agent', 'load', '/m/home', ['header', 'footer']],
  ['agent', 'in-app', '/m/member/home', ['header', 'footer', 'link']],
  ['agent', 'in-app', '/m/gameList?gameType=RNG', ['tab', 'link', 'button']],
  // The agent app is a build of its own.
  ['agent', 'load', '/m/agent', ['link']],
];

/**
 * Once the screen of the page's address is drawn, nothing in it is loading and it shows a label of each of the
 * `kinds` asked for (what a screen reached inside the app shows may still be on its way), finds the labels that
 * are cut.
 */
async function cutOnScreen(page: Page, path: string, kinds: readonly LabelKind[] = []) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return (
      main?.getAttribute('data-path') === window.location.pathname &&
      !main.querySelector('[aria-busy="true"]')
    );
  });
  let checked = await findCutText(page);
  await expect
    .poll(async () => {
      checked = await findCutText(page);
      return kinds.filter((kind) => checked.seen[kind] === 0);
    }, `labels of each kind on ${path}`)
    .toEqual([]);
  return { path, ...checked };
}

/** Loads `path` and finds the labels that are cut on its screen. */
async function cutOn(page: Page, path: string) {
  await page.goto(path);
  return cutOnScreen(page, path);
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
  // agent's page, beside it, checks home, the member centre's grid, a game list and the agent home's grid. Screens
  // of the build already loaded are reached inside it, as a player's taps reach them.
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
      await page.goto('/m/home');
      for (let index = part; index < 29; index += 3) {
        await openInApp(page, '/m/home');
        await picker.click();
        const option = options.nth(index);
        const language = (await option.textContent()) ?? '';
        const lang = (await option.getAttribute('lang')) ?? '';
        await option.click();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        languages.push(language);
        for (const [who, how, path, kinds] of SCREENS_IN_EVERY_LANGUAGE) {
          const shown = who === 'visitor' ? page : agent;
          if (how === 'load') await shown.goto(path);
          else await openInApp(shown, path);
          await expect(shown.locator('html'), `${language} ${path}`).toHaveAttribute('lang', lang);
          const checked = await cutOnScreen(shown, path, kinds);
          for (const found of checked.cut) cut.push({ language, path, text: found.text });
        }
      }
      expect(languages).toHaveLength(part === 2 ? 9 : 10);
      expect(cut).toEqual([]);
    });
  }
});
