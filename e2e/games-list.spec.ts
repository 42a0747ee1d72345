import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './harness';

const expect = baseExpect.configure({ timeout: 20_000 });

const grid = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const isCall = (name: string) => (request: Request) => request.url().includes(`GCSGAME_${name}`);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** Every game-list request the page makes from now on, as its query. */
function recordLists(page: Page) {
  const asked: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (isCall('gameList')(request)) asked.push(queryOf(request));
  });
  return asked;
}

test.describe('game list', () => {
  test('pages the whole RNG list as the player scrolls, keeping few tiles in the page', async ({ page }) => {
    const asked = recordLists(page);
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    await expect(tiles(page).first()).toBeVisible();
    expect(asked[0]).toMatchObject({
      gameType: 'RNG',
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '26',
      gameClassify: 'ALL',
    });
    for (let round = 0; round < 15 && !asked.some((q) => q.pageNo === '3'); round += 1) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(500);
    }
    expect(asked.map((q) => q.pageNo)).toContain('3');
    // 78 games are loaded, but only the rows near the screen are in the page.
    await expect(tiles(page).first()).toHaveAttribute('aria-setsize', /^(78|104)$/);
    expect(await tiles(page).count()).toBeLessThan(45);
    await expectAccessible(page);
  });

  for (const [path, title] of [
    ['/m/gameLobby', 'Game lobby'],
    ['/m/gameCenter', 'Game centre'],
  ] as const)
    test(`${path} opens the game list on the hot category, under its own title`, async ({ page }) => {
      const asked: Record<string, string>[] = [];
      page.on('request', (request) => {
        if (isCall('gameList')(request) || isCall('getHotGames')(request)) asked.push(queryOf(request));
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(tiles(page).first()).toBeVisible();
      expect(asked[0]).toMatchObject({ gameType: 'HOT' });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });

  test('/m/slotsCenter opens the slots (RNG) list under its own title', async ({ page }) => {
    const asked = recordLists(page);
    await page.goto('/m/slotsCenter');
    await expect(page.getByRole('heading', { name: 'Slots', exact: true })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    expect(asked[0]).toMatchObject({ gameType: 'RNG', platform: 'html5', pageNo: '1' });
  });

  test('live tables show their room type (free, VIP, pay per view)', async ({ page }) => {
    await page.goto('/m/gameList?gameType=LIVE');
    await expect(tiles(page).first()).toBeVisible();
    // The sandbox gives three live tables in four a room type, by node id.
    for (const room of ['Free', 'VIP', 'Pay per view'])
      await expect(grid(page).locator('.wps-game-tile__tag', { hasText: room }).first()).toBeVisible();
    const tagged = await grid(page).locator('.wps-game-tile__tag').allTextContents();
    // A tag says "New", a room type, or both; nothing else.
    expect(tagged.filter((tag) => !/^(New|(New · )?(Free|VIP|Pay per view))$/u.test(tag))).toEqual([]);
  });

  test('the all tab of RNG shows new games; search runs on Enter only', async ({ page }) => {
    const asked = recordLists(page);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(tiles(page).first()).toBeVisible();
    expect(asked[0]).toMatchObject({ gameClassify: 'NEW', isNew: '1' });
    const box = page.getByRole('searchbox', { name: 'Search game name' });
    await box.fill('Golden');
    await page.waitForTimeout(800);
    expect(asked.some((q) => q.gameName)).toBe(false);
    await box.press('Enter');
    await expect.poll(() => asked.at(-1)?.gameName).toBe('Golden');
    await expect(tiles(page).first()).toContainText('Golden');
    await expect(page).toHaveURL(/gameName=Golden/);
    await expectAccessible(page);
  });

  test('the hot tab loads hot games; a visitor choosing favourites or recent logs in first', async ({
    page,
  }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expect(tiles(page).first()).toBeVisible();
    const hot = page.waitForRequest(isCall('getHotGames'));
    await page.getByRole('tab', { name: 'Hot' }).click();
    expect(queryOf(await hot)).toMatchObject({ isPlatform: '2', platform: 'html5', gameType: 'RNG' });
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('the vendor strip preselects ?vassalage= and a choice starts again at page 1', async ({ page }) => {
    const asked = recordLists(page);
    await page.goto('/m/gameList?gameType=RNG&classify=ALL&vassalage=PG');
    const strip = page.getByRole('list', { name: 'Game vendors' });
    await expect(strip.getByRole('button', { name: 'PG' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first()).toBeVisible();
    expect(asked[0]).toMatchObject({ vassalage: 'PG', pageNo: '1' });
    await strip.getByRole('button', { name: 'JILI' }).click();
    await expect.poll(() => asked.at(-1)).toMatchObject({ vassalage: 'JL', pageNo: '1' });
    await strip.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => asked.at(-1)?.vassalage).toBeUndefined();
    await expectAccessible(page);
  });

  test('sports leaves the e-sport and cockfight vendors out of the strip', async ({ page }) => {
    await page.goto('/m/gameList?gameType=SPORTS');
    const strip = page.getByRole('list', { name: 'Game vendors' });
    await expect(strip.getByRole('button')).not.toHaveCount(0);
    const names = await strip.getByRole('button').allTextContents();
    expect(names.join(' ')).not.toMatch(/TF|DS88/);
    await page
      .getByRole('navigation', { name: 'Other games' })
      .getByRole('link', { name: 'Lottery' })
      .click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test('the filter drawer sets vendor, classification and minimum bet; the same vendor again clears it', async ({
    page,
  }) => {
    const asked = recordLists(page);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('group', { name: 'Provider' }).getByRole('button', { name: 'PG' }).click();
    await drawer.getByRole('group', { name: 'Game type' }).getByRole('button', { name: 'Slot' }).click();
    await drawer.getByRole('group', { name: 'Minimum bet' }).getByRole('button', { name: '0.05' }).click();
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => asked.at(-1))
      .toMatchObject({ vassalage: 'PG', gameClassify: 'SLOT', minBet: '0.05', pageNo: '1' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await drawer.getByRole('group', { name: 'Provider' }).getByRole('button', { name: 'PG' }).click();
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => asked.at(-1)?.vassalage).toBeUndefined();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => asked.at(-1)).not.toHaveProperty('minBet');
  });

  test('a failed load says so with a retry, and the retry loads the list', async ({ page }) => {
    let fail = true;
    await page.route('**/wps/relay/GCSGAME_gameList*', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await page.goto('/m/gameList?gameType=LIVE');
    await expect(page.getByRole('alert').filter({ hasText: 'The games could not be loaded.' })).toBeVisible();
    await expectAccessible(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(tiles(page).first()).toBeVisible();
  });

  test('offline, the list says so and nothing breaks; online again, the retry works', async ({
    page,
    context,
  }) => {
    await page.goto('/m/gameList?gameType=FISH');
    await expect(tiles(page).first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('list', { name: 'Game vendors' }).getByRole('button', { name: 'JDB' }).click();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 40_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(tiles(page).first()).toBeVisible();
  });

  test('a language change reloads the list in the new language', async ({ page }) => {
    const asked = recordLists(page);
    await page.goto('/m/gameList?gameType=LIVE');
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'Filipino' }).click();
    await expect.poll(() => asked.at(-1)?.language).toBe('TY');
    await expect(page.getByRole('tabpanel').getByRole('list')).toContainText('Baccarat (Tagalog)');
  });

  test('right to left, the list lays out and meets WCAG', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'الألعاب' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
});
