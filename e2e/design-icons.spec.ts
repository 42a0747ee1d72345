import type { Locator } from '@playwright/test';
import { expect, signIn, test, withoutHomePopups } from './harness';

/** The text of every entry among `entries` that shows no picture (an SVG icon or the server's image). */
async function withoutIcon(entries: Locator): Promise<string[]> {
  // The side menu's entries come with its code and the game categories: seconds on a busy machine.
  await expect(entries.first()).toBeVisible({ timeout: 20_000 });
  return entries.evaluateAll((found) =>
    found.filter((entry) => !entry.querySelector('svg, img')).map((entry) => entry.textContent?.trim() ?? ''),
  );
}

test.describe('every menu and grid entry has an icon', () => {
  test.beforeEach(async ({ page }) => {
    await withoutHomePopups(page);
  });

  test("a member's footer, member centre, side menu and help topics", async ({ page }) => {
    test.slow(); // four screens and the drawer on a busy machine
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    const footer = page.locator('.wps-footer-menu__item > a');
    await expect(footer).toHaveCount(5);
    expect(await withoutIcon(footer)).toEqual([]);
    const grid = page.locator('main').locator('.member-quick a, .member-links a');
    expect(await withoutIcon(grid)).toEqual([]);
    expect(await grid.count()).toBeGreaterThan(4);

    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog').locator('.wps-side-menu__item');
    expect(await withoutIcon(menu)).toEqual([]);
    expect(await menu.count()).toBeGreaterThan(3);

    await page.goto('/m/help');
    const topics = page.getByRole('navigation', { name: 'Topics' }).getByRole('link');
    expect(await withoutIcon(topics)).toEqual([]);
  });

  test("the agent home's grid, once its icons have come", async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent');
    const grid = page.locator('a.agent-grid__item');
    await expect(grid.first()).toBeVisible();
    // The drawings are a chunk of their own that the first render does not wait for.
    await expect(page.locator('a.agent-grid__item .agent-grid__icon svg')).toHaveCount(await grid.count());
    expect(await withoutIcon(grid)).toEqual([]);
  });
});
