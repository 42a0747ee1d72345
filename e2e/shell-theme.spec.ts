import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, withoutHomePopups } from './harness';

const DARK_BACKGROUND = 'rgb(15, 17, 21)';
const LIGHT_BACKGROUND = 'rgb(243, 245, 248)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

async function quietHome(page: Page) {
  await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
  await withoutHomePopups(page);
}

/** The settings screen's theme group (a signed-in player's /m/set). */
const themeGroup = (page: Page) => page.getByRole('group', { name: 'Theme' });

test("the merchant's brand colour is drawn from the first screen (the demo config's primary)", async ({
  page,
}) => {
  await page.goto('/m/login');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeVisible();
  await expect(login).toHaveCSS('background-color', 'rgb(179, 18, 29)');
});

test.describe('dark theme', () => {
  test.describe.configure({ timeout: 90_000 });

  test('follows a dark system with no choice made, and the public screens stay accessible', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await quietHome(page);
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await themeAttribute(page)).toBeNull();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await expectAccessible(page);

    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByRole('button', { name: /^Favourite: / }).first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  });

  test("a member's screens are accessible in the dark: member centre and deposit", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await quietHome(page);
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    await expect(page.locator('section.member-centre').getByText('player01', { exact: true })).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await expectAccessible(page);

    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('button', { name: 'Deposit now' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
  });

  test('the switch in settings is remembered across reloads and shared with the agent app', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await quietHome(page);
    await signIn(page, 'agent01');
    await page.goto('/m/set');
    const group = themeGroup(page);
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();

    await group.getByRole('radio', { name: 'Light' }).click();
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await themeAttribute(page)).toBe('light');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await expectAccessible(page);

    await page.reload();
    await expect(themeGroup(page).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    // The agent app is another build: it reads the same choice before it renders.
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01');
    expect(await themeAttribute(page)).toBe('light');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.goto('/m/set');
    await themeGroup(page).getByRole('radio', { name: 'Dark' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await expectAccessible(page);

    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01');
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await expectAccessible(page);

    await page.goto('/m/set');
    await themeGroup(page).getByRole('radio', { name: 'System' }).click();
    expect(await themeAttribute(page)).toBeNull();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a remembered choice is in place before the app first renders', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await quietHome(page);
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Notes the theme at the moment the app replaces the loading shell in #root.
      new MutationObserver((_changes, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild || root.firstElementChild.classList.contains('boot-shell')) return;
        observer.disconnect();
        sessionStorage.setItem('e2e-theme-at-first-render', document.documentElement.dataset.theme ?? 'none');
        sessionStorage.setItem(
          'e2e-background-at-first-render',
          getComputedStyle(document.body).backgroundColor,
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-theme-at-first-render'))).toBe('dark');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-background-at-first-render'))).toBe(
      DARK_BACKGROUND,
    );
  });
});
