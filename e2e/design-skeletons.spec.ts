import type { Locator, Page } from '@playwright/test';
import { expect, openPopularArea, test } from './harness';
import { fetchThrough } from './route-fetch';

/** The requests `url` matches, held at the server's door until the test lets them through. */
async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    const response = await fetchThrough(route);
    await released;
    await route.fulfill({ response });
  });
  return release;
}

/** A call held until the test lets it through, so its placeholder can be measured. */
const holdCall = (page: Page, call: string) => holdRequests(page, `**/wps/relay/${call}*`);

/** The build's file of the hot match banner (its code and Swiper), held until the test lets it through. */
const holdHotMatchBanner = (page: Page) =>
  holdRequests(page, (url) => /\/m\/assets\/hot-match-banner-[\w-]+\.js$/.test(url.pathname));

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where each element is, relative to `origin`'s top left (the page may scroll in between). */
async function boxesWithin(origin: Locator, items: Locator, count: number): Promise<Box[]> {
  const from = await origin.boundingBox();
  if (!from) throw new Error('the measured area is not drawn');
  const boxes: Box[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = await items.nth(index).boundingBox();
    if (!box) throw new Error(`item ${index} is not drawn`);
    boxes.push({ left: box.x - from.x, top: box.y - from.y, width: box.width, height: box.height });
  }
  return boxes;
}

/** The same boxes to the pixel (sub-pixel rounding apart). */
function expectSameShape(placeholder: readonly Box[], final: readonly Box[]): void {
  expect(final).toHaveLength(placeholder.length);
  placeholder.forEach((box, index) => {
    const drawn = final[index]!;
    for (const side of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(drawn[side] - box[side]), `item ${index}: ${side}`).toBeLessThanOrEqual(1);
  });
}

test.describe('placeholders have the shape of what replaces them', () => {
  test('the popular games: each placeholder tile is where, and as big as, the game that replaces it', async ({
    page,
  }) => {
    const release = await holdCall(page, 'GCSGAME_getHotGames');
    const area = await openPopularArea(page);
    const grid = area.locator('.popular-grid');
    const waiting = grid.and(page.locator('[aria-busy="true"]')).locator('.wps-game-tile');
    await expect(waiting).toHaveCount(6, { timeout: 20_000 });
    await area.scrollIntoViewIfNeeded();
    const placeholders = await boxesWithin(grid, waiting, 6);
    release();
    const games = grid.and(page.locator(':not([aria-busy])')).locator('.wps-game-tile');
    // The call was held for as long as the measuring took: on a busy machine the client may have timed it out and
    // be asking again, so the games come when they come; only their place is judged.
    await expect(games.nth(5)).toBeVisible({ timeout: 30_000 });
    expectSameShape(placeholders, await boxesWithin(grid, games, 6));
  });

  test('the hot matches: with none coming up, home keeps no place for the banner, so nothing closes up', async ({
    page,
  }) => {
    // Every layout shift of the page, and whether a place for the banner was ever drawn.
    await page.addInitScript(() => {
      const seen = { shifts: [] as string[], place: false };
      (window as { seen?: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node | null }[];
        })[])
          for (const source of entry.sources ?? [])
            seen.shifts.push((source.node as Element | null | undefined)?.className?.toString() ?? '');
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('.home-hot-matches')) seen.place = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // Home's announcements with no match coming up.
    const area = await openPopularArea(page, '/m/home', { hotMatches: [] });
    // Drawn after the first render, which is when a place would have been.
    await expect(area.locator('.wps-game-tile').first()).toBeVisible({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as { seen?: { shifts: string[]; place: boolean } }).seen);
    expect(seen?.place, 'a place was drawn for the banner').toBe(false);
    expect(seen?.shifts.filter((name) => name.includes('home-popular'))).toEqual([]);
  });

  test('the hot matches: the placeholder holds the banner’s place, so nothing below it moves', async ({
    page,
  }) => {
    const release = await holdHotMatchBanner(page);
    const area = await openPopularArea(page);
    const hotMatches = page.locator('.home-hot-matches');
    const placeholder = hotMatches.locator('.wps-skeleton');
    await expect(placeholder).toBeVisible({ timeout: 20_000 });
    const main = page.getByRole('main');
    const [slot, below] = await boxesWithin(main, hotMatches.or(area), 2);
    release();
    await expect(hotMatches.getByRole('region', { name: 'Hot matches' })).toBeVisible({ timeout: 30_000 });
    await expect(placeholder).toHaveCount(0);
    const [banner, after] = await boxesWithin(main, hotMatches.or(area), 2);
    expectSameShape([slot!], [banner!]);
    // The popular area below starts where it did. (Its height is not judged: while it is in view it reveals more
    // games, a batch at a time, whenever it likes.)
    expect(Math.abs(after!.top - below!.top), 'the popular area moved').toBeLessThanOrEqual(1);
  });
});
