import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './harness';

const expect = baseExpect.configure({ timeout: 20_000 });

const tiles = (page: Page) => page.getByRole('tabpanel').getByRole('list').getByRole('listitem');
const hearts = (page: Page) => tiles(page).getByRole('button', { name: /^Favourite: / });
const isLaunch = (request: Request) => request.url().includes('/wps/game/launchGame');
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(tiles(page).first()).toBeVisible();
}

/** Answers the game launch with a failure code, as the platform does. */
async function failLaunch(page: Page, errorCode: string) {
  await page.route('**/wps/game/launchGame*', (route) =>
    route.fulfill({ json: { success: false, errorCode, message: 'server text' } }),
  );
}

test.describe('favourite hearts on the game list', () => {
  test('a member hearts a game, finds it under favourites and clears it there', async ({ page }) => {
    await signIn(page, 'player01');
    await openList(page, '/m/gameList?gameType=RNG&classify=ALL');
    // player01's first four slots are favourites already.
    await expect(hearts(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
    const fifth = hearts(page).nth(4);
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    const name = ((await fifth.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
    const saved = page.waitForResponse((response) => response.url().includes('GCSGAME_addFavourite'));
    await fifth.click();
    await expect(fifth).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.getByRole('tab', { name: 'Favourites' }).click();
    const heart = page.getByRole('button', { name: `Favourite: ${name}` });
    await expect(heart).toBeVisible();
    await expect(hearts(page)).toHaveCount(5);
    await heart.click();
    await expect(heart).toBeHidden();
    await expect(hearts(page)).toHaveCount(4);
    await expectAccessible(page);
  });

  test('a refused heart is put back and told', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_addFavourite*', (route) =>
      route.fulfill({ json: { success: false, errorCode: '#727', message: 'busy' } }),
    );
    await signIn(page, 'player01');
    await openList(page, '/m/gameList?gameType=RNG&classify=ALL');
    const fifth = hearts(page).nth(4);
    await fifth.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The system is busy' })).toBeVisible();
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  });

  test("a visitor's heart leads to login", async ({ page }) => {
    await openList(page, '/m/gameList?gameType=LIVE');
    await hearts(page).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('launching from the game list', () => {
  test('a member launches through the generic launch, and the game joins the recent list', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    await openList(page, '/m/gameList?gameType=LIVE');
    const tile = tiles(page).nth(2).getByRole('button').first();
    const name = (await tile.textContent()) ?? '';
    const launch = page.waitForRequest(isLaunch);
    await tile.click();
    expect(queryOf(await launch)).toMatchObject({ category: 'LIVE', freePlay: '0' });
    expect(queryOf(await launch).nodeId).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/wps\/demo\/game\?.*mode=real/);
    await openList(page, '/m/gameList?gameType=LIVE&tab=recent');
    await expect(tiles(page).first()).toContainText(name);
  });

  test('a visitor tapping a game goes to login', async ({ page }) => {
    await openList(page, '/m/gameList?gameType=RNG');
    await tiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a trial account plays free where the game allows it and is told where it does not', async ({
    page,
  }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await openList(page, '/m/gameList?gameType=LIVE');
    await tiles(page).first().getByRole('button').first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'This game has no free play' })).toBeVisible();
    await openList(page, '/m/gameList?gameType=RNG&classify=ALL');
    const launch = page.waitForRequest(isLaunch);
    await tiles(page).first().getByRole('button').first().click();
    expect(queryOf(await launch)).toMatchObject({ category: 'RNG', freePlay: '1', supportPlay: '0' });
    await expect(page).toHaveURL(/\/wps\/demo\/game\?.*mode=free/);
  });

  for (const [code, message] of [
    ['#734', 'Your previous game is not finished yet. Please try again later.'],
    ['#727', 'The system is busy, please try again later.'],
  ] as const) {
    test(`launch error ${code} gets its own message`, async ({ page }) => {
      await failLaunch(page, code);
      await signIn(page, 'player01');
      await openList(page, '/m/gameList?gameType=RNG&classify=ALL');
      await tiles(page).first().getByRole('button').first().click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/gameList/);
      await expectAccessible(page);
    });
  }

  // `/.//evil.example/x` is a path of our site in looks, and `//evil.example/x` (another host) once resolved.
  for (const url of ['javascript:alert(1)', '/.//evil.example/x']) {
    test(`a launch URL that is not http(s) or a path to our own site is refused: ${url}`, async ({
      page,
    }) => {
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.includes('evil')) offSite.push(request.url());
      });
      await page.route('**/wps/game/launchGame*', (route) =>
        route.fulfill({ json: { success: true, value: { url } } }),
      );
      await signIn(page, 'player01');
      await openList(page, '/m/gameList?gameType=RNG&classify=ALL');
      await tiles(page).first().getByRole('button').first().click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The game could not be opened.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/m\/gameList/);
      expect(offSite).toEqual([]);
    });
  }
});
