import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './harness';
import { controlledByWorker } from './service-worker';

// The product as merchants serve it: the sandbox README's nginx example in Debian's nginx, in front of the two
// builds and a sandbox (playwright.nginx.config.ts). A handful of checks that each part of the example works.
const expect = baseExpect.configure({ timeout: 20_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

/** The source map files a build wrote beside its scripts. */
function sourceMaps(app: 'player' | 'agent'): string[] {
  const assets = path.join(import.meta.dirname, '..', 'apps', app, 'dist', 'assets');
  return readdirSync(assets).filter((name) => name.endsWith('.js.map'));
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/m\/login/);
}

test.describe('behind nginx', () => {
  test('home opens from / with the security headers, and its early script runs', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/m/home');
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    // The snippet allows the player's early script by the hash of this very build.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy.split('; ')).toContain("frame-src 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { name: 'Popular', level: 2 })).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test('a player logs in through /wps and a deep link opens its screen', async ({ page }) => {
    await logIn(page, 'player01', 'Player123');
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    const api = await page.request.get('/wps/system/status', { headers: { Merchant: 'demo' } });
    expect(api.headers()['cache-control']).toBe('no-store');
  });

  test('the agent app serves its pages, and an unknown agent path its not-found page with 404', async ({
    page,
  }) => {
    await logIn(page, 'agent01', 'Agent1234');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const unknown = await page.goto('/m/agent/no-such-screen');
    expect(unknown?.status()).toBe(404);
    expect(await unknown?.text()).toContain('/m/agent-app/assets/');
  });

  test('source maps are refused however the path spells them', async ({ request }) => {
    const maps = [
      ...sourceMaps('player').map((name) => `/m/assets/${name}`),
      ...sourceMaps('agent').map((name) => `/m/agent-app/assets/${name}`),
    ];
    expect(maps.length).toBeGreaterThan(1);
    const [first] = maps;
    const spellings = [
      first,
      first?.replace(/\.map$/, '%2emap'),
      first?.replace(/\.map$/, '%2Emap'),
      `${first}/`,
    ];
    for (const url of [...maps, ...spellings]) {
      const answer = await request.get(url ?? '');
      expect(answer.status(), url).toBe(404);
      expect(await answer.text(), url).not.toContain('"mappings"');
    }
    // The scripts themselves are there, cached for good.
    const script = await request.get(first?.replace(/\.map$/, '') ?? '');
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the service worker installs and then answers page loads', async ({ browser }) => {
    test.slow(); // the worker precaches the whole player build before it takes over
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const worker = await page.request.get('/m/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await controlledByWorker(page);
    await expect(page.getByRole('heading', { name: 'Popular', level: 2 })).toBeVisible();
    await context.close();
  });
});
