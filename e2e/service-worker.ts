import { expect, type Page } from '@playwright/test';

/** Waits until the player's worker is active, then reloads so that it controls the page. */
export async function controlledByWorker(page: Page, path = '/m/home') {
  await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/m\/sw\.js$/);
}
