import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

const grid = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const isGameList = (request: Request) => request.url().includes('GCSGAME_gameList');
const queryOf = (request: Request) => new URL(request.url()).searchParams;

test.describe('game list', () => {
  test('pages the whole RNG list as the player scrolls, keeping few tiles in the page', async ({ page }) => {
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (isGameList(request)) pagesAsked.push(queryOf(request).get('pageNo') ?? '');
    });
    const first = page.waitForRequest(isGameList);
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    const query = queryOf(await first);
    expect(Object.fromEntries(query)).toMatchObject({
      gameType: 'RNG',
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '26',
      gameClassify: 'ALL',
    });
    await expect(tiles(page).first()).toBeVisible();
    for (let round = 0; round < 12 && !pagesAsked.includes('3'); round += 1) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(600);
    }
    expect(pagesAsked).toContain('3');
    expect(await tiles(page).count()).toBeLessThan(60);
    await expect(tiles(page).first()).toHaveAttribute('aria-setsize', /^(78|5[3-9]|6\d|7\d|\d{3})$/);
    await expectAccessible(page);
  });
});
