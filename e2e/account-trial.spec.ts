import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible, signIn, test, withoutHomePopups } from './harness';

// Lazy screens and the sandbox's password hashing take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const FREE_REJECT = 'Please login an actual account to use this function';
const footer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Watches the live regions for a message and answers how long it stayed, in milliseconds, measured in the page
 * so a slow machine cannot make a short message look missed. Start it before the tap.
 */
function watchMessage(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let shownAt = 0;
        const check = () => {
          const regions = [...document.querySelectorAll('[role="status"], [role="alert"]')];
          const shown = regions.some((region) => region.textContent?.includes(wanted));
          if (shown && !shownAt) shownAt = performance.now();
          if (!shown && shownAt) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** The stored session: only the token and the trial merchant code, the trial name apart. */
async function expectTrialSession(page: Page) {
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('MC_SESSION_INFO'),
    trialName: sessionStorage.getItem('trialName'),
  }));
  const session = JSON.parse(stored.session ?? '{}') as Record<string, unknown>;
  expect(Object.keys(session).sort()).toEqual(['merchantCode', 'token']);
  expect(session.merchantCode).toBe('demo_trial');
  expect(stored.trialName).toMatch(/^trial[0-9a-f]+$/);
}

test.describe('free trial', () => {
  test.describe.configure({ timeout: 120_000 });

  test('test play from the login screen lands on home with a trial session', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Free trial' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectTrialSession(page);
  });

  test('the trial screen has no footer menu, starts a trial and goes home', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await expect(page.getByRole('button', { name: 'Start free trial' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectTrialSession(page);
  });

  test('back from the trial screen goes home', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/help');
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a trial member tapping Members stays and sees free_reject for 2 s', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    const shownFor = watchMessage(page, FREE_REJECT);
    await footer(page).getByRole('link', { name: 'Members' }).click();
    expect(await shownFor).toBeGreaterThan(1_500);
    expect(await shownFor).toBeLessThan(6_000);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a trial account shows its name and balance in the header and signs out from the side menu', async ({
    page,
  }) => {
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const trialName = await page.evaluate(() => sessionStorage.getItem('trialName'));
    const header = page.getByRole('banner');
    await expect(header.getByText(trialName ?? 'no trial name', { exact: true })).toBeVisible();
    await expect(header).toContainText(/\d+\.\d\d/);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('a trial account cannot deposit: free_reject, and it stays', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('status').filter({ hasText: FREE_REJECT })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a trial member opening the Members page by address is turned back home', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/home');
    await expect(page.getByRole('status').filter({ hasText: FREE_REJECT })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('role rules', () => {
  test.describe.configure({ timeout: 120_000 });

  test('visitors are sent from member pages to home or login', async ({ page }) => {
    await withoutHomePopups(page);
    for (const [from, to] of [
      ['/m/set', /\/m\/home$/],
      ['/m/changePsw', /\/m\/login$/],
      ['/m/member/home', /\/m\/login$/],
      ['/m/mine', /\/m\/login$/],
      ['/m/inviteFriends', /\/m\/login$/],
      ['/m/voucherCenter', /\/m\/login$/],
      ['/m/withdraw', /\/m\/login$/],
      ['/m/transaction/record', /\/m\/login$/],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
  });

  test('visitors tapping Members, Deposit or Invite friends go to login', async ({ page }) => {
    await withoutHomePopups(page);
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('invite friends needs the referral promotion', async ({ page, request }) => {
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    await request.post('/__sandbox/whitelabel', { data: { flag: 'REFERRAL', enabled: false } });
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    const shownFor = watchMessage(page, 'This function is not available. Please contact customer service.');
    await footer(page).getByRole('link', { name: 'Invite friends' }).click();
    expect(await shownFor).toBeGreaterThan(1_500);
    expect(await shownFor).toBeLessThan(6_000);
    await expect(page).toHaveURL(/\/m\/home$/);
    await request.post('/__sandbox/whitelabel', { data: { flag: 'REFERRAL', enabled: true } });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await footer(page).getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  });

  test('members open the Members page', async ({ page }) => {
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expectAccessible(page);
  });
});
