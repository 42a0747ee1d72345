import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './harness';

const expect = baseExpect.configure({ timeout: 20_000 });

const isLotteryLaunch = (request: Request) => request.url().includes('GCSGAME_launchLottery');
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const gameButtons = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('button');

test.describe('lottery', () => {
  test('opens on the ELOTT prize mode, lists its games and the latest draws', async ({ page }) => {
    await page.goto('/m/lottery');
    await expect(page.getByRole('tab', { name: 'E-lottery' })).toHaveAttribute('aria-selected', 'true');
    await expect(gameButtons(page).first()).toBeVisible();
    const draws = page.getByRole('region', { name: 'Latest draws' });
    await expect(draws.getByRole('listitem').first()).toContainText('Draw');
    await expectAccessible(page);
    const lott = page.waitForRequest((request) => request.url().includes('GCSGAME_getLotteryList'));
    await page.getByRole('tab', { name: 'Classic lottery' }).click();
    expect(queryOf(await lott).prizeMode).toBe('LOTT');
    await expect(page).toHaveURL(/prizeMode=LOTT/);
  });

  test('a member opens a lottery game through the lottery launch', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/lottery?prizeMode=ELOTT&vassalage=TCG_LOTTO_VN');
    const launch = page.waitForRequest(isLotteryLaunch);
    await gameButtons(page).first().click();
    expect(queryOf(await launch)).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'lobby',
      prizeMode: 'ELOTT',
      playType: 'ent',
    });
    await expect(page).toHaveURL(/\/wps\/demo\/game\?.*vendor=TCG_LOTTO_VN/);
  });

  test('a visitor tapping a lottery game goes to login', async ({ page }) => {
    await page.goto('/m/lottery');
    await gameButtons(page).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('more lottery lists both prize modes', async ({ page }) => {
    await page.goto('/m/moreLottery');
    for (const name of ['Classic lottery', 'E-lottery'])
      await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a failed lottery list says so and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/wps/relay/GCSGAME_getLotteryList*', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await page.goto('/m/lottery?prizeMode=LOTT');
    await expect(page.getByRole('alert').filter({ hasText: 'The games could not be loaded.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(gameButtons(page).first()).toBeVisible();
  });
});

test.describe('lottery launch page', () => {
  test('reads play type, prize mode and code, and follows the launch URL', async ({ page }) => {
    await signIn(page, 'player01');
    const launch = page.waitForRequest(isLotteryLaunch);
    await page.goto('/m/launchGame?playType=trad&prize_mode=LOTT&vendor=LOTT&code=lott_lott_2&pageBack=home');
    expect(queryOf(await launch)).toMatchObject({
      vendor: 'LOTT',
      gameCode: 'lott_lott_2',
      prizeMode: 'LOTT',
      playType: 'trad',
    });
    await expect(page).toHaveURL(/\/wps\/demo\/game\?.*gameCode=lott_lott_2/);
  });

  test('a visitor is sent to log in', async ({ page }) => {
    await page.goto('/m/launchGame?playType=trad&prize_mode=LOTT');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a busy system is told with a retry and a way home', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_launchLottery*', (route) =>
      route.fulfill({ json: { success: false, errorCode: '#727', message: 'busy' } }),
    );
    await signIn(page, 'player01');
    await page.goto('/m/startLottery');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The system is busy, please try again later.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('winner page', () => {
  test('lists the biggest wins, highest first, without the footer menu; a visitor tapping one logs in', async ({
    page,
  }) => {
    await page.goto('/m/winnerPage');
    const rows = page.getByRole('list', { name: 'Biggest wins' }).getByRole('button');
    await expect(rows.first()).toBeVisible();
    const amounts = (await rows.allTextContents()).map((text) =>
      Number(/₱([\d,.]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN),
    );
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts.length).toBeLessThanOrEqual(20);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page);
    await rows.first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member tapping a win launches that game', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/winnerPage');
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await page.getByRole('list', { name: 'Biggest wins' }).getByRole('button').first().click();
    expect(queryOf(await launch).nodeId).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/wps\/demo\/game/);
  });

  test('right to left, the winner page meets WCAG', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.goto('/m/winnerPage');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
});
