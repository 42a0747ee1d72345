import { expect as baseExpect, type Page } from '@playwright/test';
import { AGENT_SCREENS, screenTitle } from './agent-harness';
import { signIn, test, withoutHomePopups } from './harness';

// Lazy screens take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** Every address the page asks for from now on: documents, scripts, pictures and calls alike. */
function watchAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The addresses that carry the session: a token parameter, or the token's own value anywhere in them. */
const carryingToken = (urls: readonly string[], token: string) =>
  urls.filter(
    (url) => /[?&]token=/i.test(url) || url.includes(token) || url.includes(encodeURIComponent(token)),
  );

// Access logs and proxies keep addresses, so the session token travels in the Authorization header only.
test.describe('the session token in addresses', () => {
  test.describe.configure({ timeout: 300_000 });

  test("is in none of a signed-in player's requests, across several screens", async ({ page }) => {
    const urls = watchAddresses(page);
    await withoutHomePopups(page);
    const { token } = await signIn(page, 'player01');
    const announcements = page.waitForRequest((r) => r.url().includes('CCSFE_getListAnnouncements'));
    await page.goto('/m/home');
    const sent = await announcements;
    // The call that used to carry it still goes out, with the session in its header.
    expect(sent.headers()['authorization']).toBe(token);
    // Signed in: the header names the member.
    await expect(page.getByRole('banner')).toContainText('player01');
    for (const path of ['/m/member/home', '/m/notice', '/m/securityCenter']) {
      await page.goto(path);
      await expect(page.locator(`main[data-path="${new URL(path, 'http://x').pathname}"]`)).toBeVisible();
    }
    expect(urls.length).toBeGreaterThan(20);
    expect(carryingToken(urls, token)).toEqual([]);
  });

  test("is in none of a signed-in agent's requests, across several screens", async ({ page }) => {
    const urls = watchAddresses(page);
    const { token } = await signIn(page, 'agent01');
    const announcements = page.waitForRequest((r) => r.url().includes('CCSFE_getListAnnouncements'));
    await page.goto('/m/agent');
    expect((await announcements).headers()['authorization']).toBe(token);
    for (const { path, title } of AGENT_SCREENS.slice(0, 4)) {
      await page.goto(path);
      await expect(screenTitle(page, title)).toBeVisible();
    }
    const notices = AGENT_SCREENS.find((s) => s.path.startsWith('/m/member/notice'));
    if (notices) {
      await page.goto(notices.path);
      await expect(screenTitle(page, notices.title)).toBeVisible();
    }
    expect(urls.length).toBeGreaterThan(20);
    expect(carryingToken(urls, token)).toEqual([]);
  });
});
