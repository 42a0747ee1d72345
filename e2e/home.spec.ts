import { expect, expectAccessible, test, watchErrors, withoutHomePopups } from './harness';
import { fetchThrough } from './route-fetch';

test.describe('home', () => {
  // Two minutes: the visitor's visit runs the accessibility check over the whole of home, which took 30 s of a
  // slow 2-core machine's time (the test ran out of its minute there with every step passing in turn).
  test.describe.configure({ timeout: 120_000 });

  test('a visitor sees banners, notices and the visitor pop-up once', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('Join Lucky Peso', { timeout: 15_000 });
    await expect(popup).not.toContainText('Deposit bonus for members');
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the banners move on every 5 s, wrap round, and rest while scrolled away', async ({ page }) => {
    // An installed clock still flows with real time, so on a busy machine a slow look could miss a move or see
    // two. Paused before the page opens (no page timer exists yet to be fired by the jump), the page's timers
    // move only with the test clock; the half-second slide animation still runs in real time.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await withoutHomePopups(page);
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'Featured' });
    const counter = banners.locator('.wps-carousel__counter');
    // Home starts some of its parts on timers: the clock goes on in small steps until the banners are there.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return counter.textContent({ timeout: 1_000 }).catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe('1 / 3');
    // The clock goes on in small steps until the slide has moved, and never by much more than five seconds.
    for (const next of ['2 / 3', '3 / 3', '1 / 3']) {
      await page.clock.runFor(4_900);
      let waited = 4_900;
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          waited += 100;
          return counter.textContent();
        })
        .toBe(next);
      expect(waited).toBeLessThan(6_000);
    }
    await page.getByRole('region', { name: 'Latest winners' }).scrollIntoViewIfNeeded();
    await expect(banners).not.toBeInViewport();
    await expect(banners).toHaveAttribute('data-playing', 'false');
    // The slide it rested on (the test clock also runs on in real time, so a busy machine may have reached the
    // next one before scrolling away): four turns' worth of time later, it is still the one shown.
    const resting = await counter.textContent();
    await page.clock.runFor(20_000);
    await expect(counter).toHaveText(resting ?? '');
    await page.mouse.wheel(0, -10_000);
    await expect(banners).toBeInViewport();
    await expect(banners).toHaveAttribute('data-playing', 'true');
  });

  test('the notice strip opens the notice list', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    const strip = page.getByRole('region', { name: 'Announcements' });
    await strip.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('closing the download bar keeps it closed', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('complementary', { name: 'Download the app' });
    await expect(bar.getByRole('button', { name: 'Download', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Close the download bar' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('an empty notice list says so', async ({ page }) => {
    await page.route('**/*getListAnnouncements*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: { notices: unknown[]; popup: unknown[] } };
      body.value.notices = [];
      body.value.popup = [];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: 'No announcement' })).toBeVisible();
  });

  test('a failed announcement load shows a message, not a crash', async ({ page }) => {
    await page.route('**/*getListAnnouncements*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/m/home');
    await expect(page.getByText('The service is temporarily unavailable')).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
