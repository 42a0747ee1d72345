import type { Page } from '@playwright/test';
import { expect, expectAccessible, openPopularArea as openHome, signIn, test } from './harness';

const CATEGORY_ORDER = [
  'Hot',
  'Sports',
  'E-sports',
  'Live casino',
  'Fishing',
  'Slots',
  'Sabong',
  'Poker',
  'In-house',
  'Lottery',
  'Lottery',
];

// The games' own buttons, not their favourite hearts.
const gameButtons = (area: ReturnType<Page['getByRole']>) =>
  area
    .getByRole('tabpanel')
    .getByRole('list')
    .getByRole('button', { name: /^(?!Favourite: )/ });

test.describe('home popular area', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the hot games come in batches as the player scrolls down, until all are shown', async ({
    page,
    request,
  }) => {
    const response = await request.get('/wps/relay/GCSGAME_getHotGames?language=EN', {
      headers: { Merchant: 'demo' },
    });
    const total = ((await response.json()) as { value: unknown[] }).value.length;
    expect(total).toBeGreaterThan(18);
    const area = await openHome(page);
    const games = gameButtons(area);
    await expect(games.first()).toBeVisible({ timeout: 15_000 });
    // Batches of 18 tiles: the first screen never holds them all.
    expect((await games.count()) % 18).toBe(0);
    expect(await games.count()).toBeLessThan(total);
    await expect
      .poll(async () => {
        await games.last().scrollIntoViewIfNeeded();
        return games.count();
      })
      .toBe(total);
  });

  test('HOT comes first and is selected; a name search narrows the hot games', async ({ page }) => {
    const area = await openHome(page);
    const tabs = area.getByRole('tab');
    await expect(tabs).toHaveText(CATEGORY_ORDER, { timeout: 15_000 });
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const games = gameButtons(area);
    await expect(games.first()).toBeVisible({ timeout: 15_000 });
    const all = await games.count();
    const search = area.getByRole('searchbox', { name: 'Search game name' });
    await search.fill('fishing');
    // Search runs on Enter only.
    await expect(games).toHaveCount(all);
    await search.press('Enter');
    await expect(games.first()).toContainText(/fishing/i);
    const narrowed = await games.allTextContents();
    expect(narrowed.length).toBeLessThan(all);
    for (const name of narrowed) expect(name).toMatch(/fishing/i);
    await search.fill('no game is called this');
    await search.press('Enter');
    await expect(area.getByText('No data')).toBeVisible();
    await expect(games).toHaveCount(0);
  });

  test('a game-menu category shows its menu and games, and updates the address', async ({ page }) => {
    const area = await openHome(page);
    await area.getByRole('tab', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=RNG$/);
    const menu = area.getByRole('list', { name: 'Game type' });
    await expect(menu.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
    await expect(menu.getByRole('button', { name: 'New' })).toBeVisible();
    await menu.getByRole('button', { name: 'Jackpot' }).click();
    await expect(menu.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
    await expect(area.getByRole('tabpanel').getByRole('list').nth(1).getByRole('button').first()).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(area.getByRole('link', { name: 'See all games' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
  });

  test('a vendor category shows vendor tiles that open the vendor game list', async ({ page }) => {
    const area = await openHome(page);
    await area.getByRole('tab', { name: 'Sports', exact: true }).click();
    const vendors = area.getByRole('list', { name: 'Game providers' });
    await expect(vendors.getByRole('link')).toHaveText(['BTi Sports', 'SABA Sports', 'CMD368'], {
      timeout: 15_000,
    });
    await area.getByRole('tab', { name: 'E-sports', exact: true }).click();
    await vendors.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=ESPORTS&vassalage=TF$/);
  });

  test('a lottery vendor tile opens the lottery list of its prize mode', async ({ page }) => {
    const area = await openHome(page, '/m/home?category=ELOTT');
    await expect(area.getByRole('tab', { selected: true })).toHaveText('Lottery', { timeout: 15_000 });
    const link = area.getByRole('list', { name: 'Game providers' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', '/m/lottery?prizeMode=ELOTT&vassalage=TCG_LOTTO_VN');
  });

  test('a category chosen in the side menu is selected on home', async ({ page }) => {
    const area = await openHome(page, '/m/home?category=LIVE');
    await expect(area.getByRole('tab', { selected: true })).toHaveText('Live casino', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fishing', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=FISH$/);
    await expect(area.getByRole('tab', { selected: true })).toHaveText('Fishing');
    await expect(area.getByRole('list', { name: 'Game type' })).toBeVisible({ timeout: 15_000 });
  });

  test('a visitor tapping a game goes to login', async ({ page }) => {
    const area = await openHome(page);
    const games = gameButtons(area);
    await expect(games.first()).toBeVisible({ timeout: 15_000 });
    await games.first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member tapping a game reaches the demo game page', async ({ page }) => {
    await signIn(page, 'player01');
    const area = await openHome(page, '/m/home?category=RNG');
    const games = area.getByRole('tabpanel').getByRole('list').nth(1).getByRole('button');
    await expect(games.first()).toBeVisible({ timeout: 15_000 });
    const name = (await games.first().textContent()) ?? '';
    await games.first().click();
    await expect(page).toHaveURL(/\/wps\/demo\/game\?/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/^New/, '').trim());
  });

  test('a failed hot games load shows a message and the rest of home keeps working', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_getHotGames*', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, errorCode: 'system.error', message: 'Unknown error' },
      }),
    );
    const area = await openHome(page);
    // (The empty alert beside it is the favourite toast's live region.)
    await expect(area.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      /Games could not be loaded\./,
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hot matches' })).toBeVisible();
    await area.getByRole('tab', { name: 'Sports', exact: true }).click();
    await expect(area.getByRole('list', { name: 'Game providers' }).getByRole('link').first()).toBeVisible();
  });

  test('home with the popular area open is accessible', async ({ page }) => {
    test.slow(); // axe over the whole of home
    const area = await openHome(page);
    await expect(gameButtons(area).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Hot matches' })).toBeVisible();
    await expectAccessible(page);
  });
});

/** Pauses the hot match banner and returns the slide it shows (slides out of view are inert but still in the DOM). */
async function pausedSlide(page: Page) {
  const banner = page.getByRole('region', { name: 'Hot matches' });
  await banner.getByRole('button', { name: 'Pause the slide show' }).click({ timeout: 30_000 });
  const shown = ((await banner.locator('.wps-carousel__counter').textContent()) ?? '').split(' / ')[0];
  return banner.getByRole('group', { name: `${shown} of 4`, exact: true }).getByRole('button');
}

test.describe('home hot matches', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the vertical carousel rotates and opens the hot match modal', async ({ page }) => {
    test.slow(); // waits for a rotation and runs axe with the modal open
    await openHome(page);
    const banner = page.getByRole('region', { name: 'Hot matches' });
    // A carousel scrolled out of view rests; this one must be in view to rotate.
    await banner.scrollIntoViewIfNeeded();
    const counter = banner.locator('.wps-carousel__counter');
    await expect(counter).toHaveText('1 / 4', { timeout: 15_000 });
    // Autoplay moves on by itself every five seconds.
    await expect(counter).toHaveText('2 / 4', { timeout: 10_000 });
    const slide = await pausedSlide(page);
    await expect(slide).toHaveAccessibleName(/^\d\d\/\d\d \d\d:\d\d .+ VS .+$/);
    await expect(slide.locator('img')).toHaveCount(2);
    await slide.click();
    const modal = page.getByRole('dialog', { name: 'Hot matches' });
    await expect(modal).toBeVisible();
    const cards = modal.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('PBA');
    await expect(cards.first()).toContainText('VS');
    await expect(cards.first()).toContainText(/\d\d\/\d\d \d\d:\d\d/);
    await expect(cards.first().locator('img')).toHaveCount(2);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Bet now' }).last().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member betting on any match opens the first match game', async ({ page }) => {
    test.slow(); // a signed-in home loads more before the banner on a busy machine
    await signIn(page, 'player01');
    await openHome(page);
    await (await pausedSlide(page)).click();
    const modal = page.getByRole('dialog', { name: 'Hot matches' });
    // The third match is another game, but every match opens the first one (spec section 2).
    await modal.getByRole('listitem').nth(2).getByRole('button').click();
    await expect(page).toHaveURL(/\/wps\/demo\/game\?.*nodeId=10001/, { timeout: 15_000 });
  });
});
