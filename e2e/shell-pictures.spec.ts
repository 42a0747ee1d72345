import type { Page } from '@playwright/test';
import { withRuntimeConfig } from './config-fixtures';
import { expect, test, withoutHomePopups } from './harness';
import { fetchThrough } from './route-fetch';

// Lighthouse's phone: 412 CSS px at 1.75x, so a full-width banner is drawn 721 device pixels wide.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

/** The paths of every picture the page asks the sandbox for, in order. */
function pictureRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/img')) paths.push(pathname);
  });
  return paths;
}

const RESIZED_BANNER = /^\/wps\/img-resized\/750\/webp\/wps\/img\/banner\/\d+\.webp$/;
const ORIGINAL_BANNER = /^\/wps\/img\/banner\/\d+\.webp$/;

test.describe('pictures at the phone’s size', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a 412 px phone downloads the banner at the width it draws, once, from the early preload to the carousel', async ({
    page,
  }) => {
    await withoutHomePopups(page);
    const asked = pictureRequests(page);
    await page.goto('/m/home');
    const banner = page.getByRole('region', { name: 'Featured' }).locator('img').first();
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // The slider's pictures (the first on screen may be a copy the loop made) draw the 750 px width.
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: 'Featured' })
            .locator('img')
            .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.currentSrc).join(' ')),
        { timeout: 30_000 },
      )
      .toMatch(/\/750\/webp\//);
    const banners = asked.filter((path) => path.includes('/banner/'));
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.filter((path) => !RESIZED_BANNER.test(path))).toEqual([]);
    // The preload, the loading shell's picture and the screen's choose the same URL: it is fetched once.
    expect(banners.filter((path) => path === banners[0])).toHaveLength(1);
  });

  test('game tiles ask for their icon at the width the grid draws', async ({ page }) => {
    const asked = pictureRequests(page);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.locator('.wps-game-tile img').first()).toBeVisible({ timeout: 30_000 });
    const icons = asked.filter((path) => path.includes('/game/'));
    expect(icons.length).toBeGreaterThan(0);
    // Four columns of a 412 px phone at 1.75x: about 180 device pixels, so the 240 px width.
    expect(icons.filter((path) => !path.startsWith('/wps/img-resized/240/webp/wps/img/game/'))).toEqual([]);
  });

  test('without a resizing convention in the merchant’s config, the phone asks for the original pictures', async ({
    page,
  }) => {
    await withoutHomePopups(page);
    await withRuntimeConfig(page, { imageResizing: undefined });
    const asked = pictureRequests(page);
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Featured' }).locator('img').first()).toBeVisible({
      timeout: 30_000,
    });
    const banners = asked.filter((path) => path.includes('/banner/'));
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.filter((path) => !ORIGINAL_BANNER.test(path))).toEqual([]);
    expect(asked.filter((path) => path.startsWith('/wps/img-resized/'))).toEqual([]);
  });

  test('game icons the server names relative to the image CDN come from the merchant’s CDNs, under its upper-cased name, each from one CDN', async ({
    page,
  }) => {
    const cdns = ['https://cdn1.pictures.example/', 'https://cdn2.pictures.example/'];
    await withRuntimeConfig(page, { imageResizing: undefined, imageCDNs: cdns });
    // The server names each icon by its path on the CDN, as a merchant's backend does.
    await page.route('**/wps/relay/GCSGAME_gameList*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value?: { games?: { iconUrl: string }[] } };
      for (const game of body.value?.games ?? []) game.iconUrl = game.iconUrl.replace('/wps/img/', '');
      await route.fulfill({ response, json: body });
    });
    const icons: string[] = [];
    await page.route('https://*.pictures.example/**', async (route) => {
      icons.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
    });
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.locator('.wps-game-tile img').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => icons.length).toBeGreaterThan(7);
    expect(
      icons.filter((url) => !/^https:\/\/cdn[12]\.pictures\.example\/DEMO\/game\/\d+\.(svg|webp)$/.test(url)),
    ).toEqual([]);
    // Spread over both CDNs, each icon always on the same one.
    expect(new Set(icons.map((url) => new URL(url).host)).size).toBe(2);
    const firstVisit = new Map(icons.map((url) => [new URL(url).pathname, url]));
    icons.length = 0;
    await page.reload();
    await expect.poll(() => icons.length).toBeGreaterThan(7);
    for (const url of icons) expect(url).toBe(firstVisit.get(new URL(url).pathname) ?? url);
  });
});
