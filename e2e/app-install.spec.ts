import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './harness';
import { controlledByWorker } from './service-worker';

// These tests are about the service worker itself, so they let it run (the other specs block it).
test.use({ serviceWorkers: 'allow' });
// One of them deploys a new worker file into the player build; the others must not meet it half-way.
test.describe.configure({ mode: 'serial' });

const BUILT_WORKER = path.join(import.meta.dirname, '..', 'apps', 'player', 'dist', 'sw.js');

const PLAYER_WORKER = '/m/sw.js';

interface Manifest {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

test.describe('installable web app', () => {
  test('the manifest and worker meet the install criteria', async ({ page, request }) => {
    await page.goto('/m/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    const answer = await request.get(href ?? '');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Manifest;
    // Named from the merchant's runtime config, not from the build.
    expect(manifest).toMatchObject({
      name: 'Lucky Peso',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    // The demo merchant's own icons (drawn from its logo), as its runtime config names them.
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/wps/img/brand/icon-192.png',
      '/wps/img/brand/icon-512.png',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const agent = (await (await request.get('/m/agent-app/manifest.webmanifest')).json()) as Manifest;
    expect(agent).toMatchObject({ name: 'Lucky Peso Agent', start_url: '/m/agent', scope: '/m/' });

    const worker = await request.get(PLAYER_WORKER);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await controlledByWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test browsers run every context like an incognito window, where Chromium never offers install; that is the
    // one reason allowed, so the manifest, icons and worker pass every check that depends on the site.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
  });

  test('a reload with no network shows the shell with No Internet, never a cached /wps answer', async ({
    page,
    context,
  }) => {
    const fromWorker: string[] = [];
    const wpsFromWorker: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!response.fromServiceWorker()) return;
      if (path.startsWith('/wps')) wpsFromWorker.push(path);
      else fromWorker.push(path);
    });
    await controlledByWorker(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible({ timeout: 15_000 });
    // The repeat visit's page and scripts came from the worker's cache.
    expect(fromWorker).toContain('/m/home');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'No Internet' })).toBeVisible();
    await expect(page.getByRole('navigation').last()).toBeVisible();
    // The loading shell's English message is in the page, which came from the worker's copy of the build (the
    // other languages' file comes from it too: home-first-paint.spec.ts shows the message in Arabic).
    expect(fromWorker.filter((path) => path === '/m/home').length).toBeGreaterThanOrEqual(2);
    // The worker leaves /wps to the network, so with none the call fails instead of replaying an old answer.
    const wps = await page.evaluate(async () => {
      try {
        const response = await fetch('/wps/system/status', { headers: { Merchant: 'demo' } });
        return `answered ${response.status}`;
      } catch {
        return 'failed';
      }
    });
    expect(wps).toBe('failed');
    expect(wpsFromWorker).toEqual([]);
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'No Internet' })).toBeHidden();
  });

  test("the worker's page sends home's first calls before config.json answers, by the last visit's config", async ({
    page,
    context,
  }) => {
    await controlledByWorker(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible({ timeout: 15_000 });
    // config.json is held back until the status call has gone out (or 10 s have passed: the order below then
    // says what went wrong, rather than a screen that never came).
    const events: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(release, 10_000);
    await context.route(
      (url) => url.pathname === '/m/config.json',
      async (route) => {
        await released;
        events.push('config.json answered');
        await route.continue();
      },
    );
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/wps/system/status') return;
      events.push('status asked');
      release();
    });
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible({ timeout: 30_000 });
    clearTimeout(timer);
    // The page the worker keeps carries no config; the copy the earlier visit kept addressed the calls.
    expect(events[0]).toBe('status asked');
    expect(events).toContain('config.json answered');
  });

  test("agent pages come from the agent build's cached shell, offline too", async ({ page, context }) => {
    await signIn(page, 'agent01');
    await controlledByWorker(page);
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01', { timeout: 15_000 });
    // The agent's own worker keeps the agent build; the player's worker (scope /m/) serves it to agent pages.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/m/agent-app/');
          return registration?.active?.scriptURL ?? '';
        }),
      )
      .toMatch(/\/m\/agent-app\/sw\.js$/);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/m\/sw\.js$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01', { timeout: 15_000 });
    await context.setOffline(false);
  });

  test('a new deployment offers an update that reloads on consent', async ({ page }) => {
    // Away from home, whose pop-ups would cover the page.
    await controlledByWorker(page, '/m/login');
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBeTruthy();
    // A new deployment, as the gateway would serve it: the build's worker file with other bytes. (The browser
    // fetches worker scripts itself, out of `page.route`'s reach, so the file is changed where it is served.)
    const built = await readFile(BUILT_WORKER, 'utf8');
    await writeFile(BUILT_WORKER, `${built}\n// deployment 2\n`);
    try {
      await expectUpdateOffered(page);
    } finally {
      await writeFile(BUILT_WORKER, built);
    }
  });
});

async function expectUpdateOffered(page: Page) {
  await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    await registration?.update();
  });
  const prompt = page.getByRole('region', { name: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Reload' }).click();
  // While the reload is under way there is no page to ask: that counts as not reloaded yet, and the poll goes on.
  // The new worker takes over and the page reloads when the machine gets to it: on a busy one, after seconds.
  await expect
    .poll(
      () =>
        page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true),
      { timeout: 30_000 },
    )
    .toBe(false);
  await expect(prompt).toBeHidden();
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    return registration?.waiting ?? null;
  });
  expect(waiting).toBeNull();
}
