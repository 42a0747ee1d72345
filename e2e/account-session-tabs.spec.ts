import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './harness';
import { field } from './register-fixtures';

// Each step loads the app afresh in a page of its own: on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

async function logIn(page: Page, username: string, remember: boolean) {
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('Player123');
  if (remember) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Settings with its sign-out button is what a signed-in player sees; a visitor is sent home from it. */
async function expectSignedInOnSettings(page: Page) {
  await page.goto('/m/set');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/set$/);
}

/** A second tab of the same browser, on settings, counting the page loads it makes from here on. */
async function secondTab(context: BrowserContext) {
  const page = await context.newPage();
  await expectSignedInOnSettings(page);
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return { page, loads };
}

async function expectSignedOutInPlace(tab: { page: Page; loads: { count: number } }) {
  await expect.poll(() => tab.page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  // A visitor now: settings is a member page, so the app takes the tab off it (home, or login after the notice).
  await expect(tab.page).not.toHaveURL(/\/m\/set$/);
  // Signed out by the app itself, not by loading pages: nothing for another tab to answer, no loop.
  expect(tab.loads.count).toBe(0);
}

test.describe('a session across tabs, reloads and a reopened app', () => {
  test.describe.configure({ timeout: 360_000 });

  test('stays signed in in a new tab, after a reload and after every page closed, until logout signs out every tab', async ({
    page,
    context,
  }) => {
    await logIn(page, 'player02', true);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('1');
    const stored = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ userName: 'player02' });
    // Only the session entry: the trial name and a password held for the change form stay in the tab.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => /session|trial|password/i.test(k))),
    ).toEqual(['MC_SESSION_INFO']);

    const second = await secondTab(context);
    await page.reload();
    await expectSignedInOnSettings(page);

    // Closing every page is closing the installed app; the next page opens it again.
    await second.page.close();
    await page.close();
    const reopened = await context.newPage();
    await expectSignedInOnSettings(reopened);
    const other = await secondTab(context);

    const reopenedLoads = { count: 0 };
    reopened.on('load', () => (reopenedLoads.count += 1));
    await reopened.getByRole('button', { name: 'Sign out' }).click();
    await reopened.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(reopened).toHaveURL(/\/m\/home$/);
    await expectSignedOutInPlace(other);
    expect(await reopened.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await reopened.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    // The tab that logged out loaded home once, as logout does, and nothing more.
    expect(reopenedLoads.count).toBe(1);
  });

  test('without "Remember me" autoLogin is stored as 0, and the session still holds in a new tab', async ({
    page,
    context,
  }) => {
    await logIn(page, 'player01', false);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    await secondTab(context);
  });

  test('"Remember me" on the next visit is as the member left it: ticked after a login with it, clear after a logout', async ({
    page,
  }) => {
    const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    await logIn(page, 'player02', true);
    // A next visit that finds no session (it ended without a logout): the form comes back as it was left.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('MC_SESSION_INFO');
    });
    await page.goto('/m/login');
    await expect(field(page, 'Password')).toHaveValue('Player123');
    await expect(field(page, 'Username')).toHaveValue('player02');
    await expect(rememberMe).toBeChecked();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    // After a logout the user name is still offered, but not the password, and the box is clear.
    await page.goto('/m/login');
    await expect(field(page, 'Username')).toHaveValue('player02');
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(rememberMe).not.toBeChecked();
  });

  test("the server's expiry seen in one tab signs out the others", async ({ page, context, request }) => {
    await logIn(page, 'member40', false);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
    );
    const other = await secondTab(context);
    await request.post('/__sandbox/expire-token', { data: { token } });
    // The first member call this tab makes is answered 401.
    await page.goto('/m/member/home');
    await expect(page.getByText('The account has been logged out, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expectSignedOutInPlace(other);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});
