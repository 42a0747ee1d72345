import type { Page, Route } from '@playwright/test';
import { AGENT_SCREENS, screenTitle } from './agent-harness';
import { expect, signIn, test } from './harness';

const HOME = { path: '/m/agent', title: '' };

const fail500 = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { success: false, errorCode: 'system.error', message: 'Unknown error' },
  });

/** Every /wps call of the agent build fails with `fault` while `broken` is true. */
async function breakServer(page: Page, fault: (route: Route) => Promise<void>) {
  const state = { broken: true };
  await page.route('**/wps/**', (route) => (state.broken ? fault(route) : route.continue()));
  return state;
}

test.describe('agent screens under faults', () => {
  test('a server error shows a message and a retry that works, on every screen', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'agent01');
    for (const screen of [HOME, ...AGENT_SCREENS]) {
      const state = await breakServer(page, fail500);
      await page.goto(screen.path);
      if (screen.title) await expect(screenTitle(page, screen.title)).toBeVisible();
      const retry = page.getByRole('button', { name: 'Try again' }).first();
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' }).first()).toBeVisible();
      state.broken = false;
      // Each failed part has its own retry; trying them all brings the whole screen back. Parts that show the
      // same call come back together, so a button counted a moment ago may be gone when it is to be clicked.
      const retries = page.getByRole('button', { name: 'Try again' });
      while ((await retries.count()) > 0)
        await retries
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
      await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' })).toHaveCount(0, {
        timeout: 15_000,
      });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('offline: every screen says there is no internet and offers a retry', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'agent01');
    for (const screen of [HOME, ...AGENT_SCREENS]) {
      await breakServer(page, (route) => route.abort('internetdisconnected'));
      await page.goto(screen.path);
      await expect(page.getByRole('alert').filter({ hasText: 'No Internet' }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  for (const screen of [HOME, ...AGENT_SCREENS]) {
    test(`a session gone on ${screen.path} says so and goes to login`, async ({ page }) => {
      await signIn(page, 'agent01');
      await page.route('**/wps/relay/**', (route) =>
        route.fulfill({
          status: 401,
          json: { success: false, errorCode: 'login.not.session', message: 'Not logged in' },
        }),
      );
      await page.goto(screen.path);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'The account has been logged out, please log in again' })
          .first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login$/, { timeout: 15_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    });
  }
});

test('a screen whose code cannot load offers to load it again', async ({ page }) => {
  await signIn(page, 'agent01');
  await page.goto('/m/agent');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01');
  await page.route('**/m/agent-app/assets/team-overview-screen-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  await page
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('link', { name: 'Team overview' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
});
