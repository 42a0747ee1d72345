import { expect as baseExpect } from '@playwright/test';
import { expectTrialRefused, footer } from './member-fixtures';
import { expectAccessible, signIn, test, withoutHomePopups } from './harness';
import { fetchThrough } from './route-fetch';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('reward centre, mission and rebates', () => {
  test.describe.configure({ timeout: 90_000 });

  test('claiming takes one request, pays the bonus and clears the footer badge and the bubble', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    await withoutHomePopups(page);
    await page.goto('/m/home');
    const members = footer(page).getByRole('link', { name: /Members/ });
    await expect(members).toContainText('1');

    await page.goto('/m/rewardCenter');
    const summary = page.locator('.rewards-summary');
    await expect(summary).toHaveText('1 unclaimed');
    await expectAccessible(page);
    let claims = 0;
    page.on('request', (request) => {
      if (request.url().includes('MCSFE_claimPromotion')) claims += 1;
    });
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    await claim.dblclick();
    await expect(page.getByRole('status').filter({ hasText: /Reward claimed: ₱100\.00/ })).toBeVisible();
    await expect(summary).toHaveText('0 unclaimed');
    expect(claims).toBe(1);
    await expect(footer(page).getByRole('link', { name: /Members/ })).not.toContainText('1');

    await page.goto('/m/member/home');
    await expect(page.getByRole('link', { name: 'Reward centre', exact: true })).toBeVisible();
  });

  test('a failed claim says why and keeps the promotion claimable', async ({ page }) => {
    await page.route('**/wps/relay/MCSFE_claimPromotion*', (route) =>
      route.fulfill({ json: { success: false, errorCode: '#727', message: 'System busy' } }),
    );
    await signIn(page, 'player01');
    await page.goto('/m/rewardCenter');
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /busy/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeEnabled();
    await expect(page.locator('.rewards-summary')).toHaveText('1 unclaimed');
  });

  test('a claim answered with a 500 and tried again pays once, with the first answer', async ({ page }) => {
    const keys: string[] = [];
    let answered = 0;
    // The first claim reaches the server and pays, but the player sees a 500; the lookup by key fails too.
    await page.route('**/wps/relay/MCSFE_claimPromotion*', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await fetchThrough(route);
      answered += 1;
      if (answered === 1) await route.fulfill({ status: 500, body: 'proxy error' });
      else await route.fulfill({ response });
    });
    await page.route('**/wps/relay/PCSFE_getMoneyRequest*', (route) => route.abort());
    await signIn(page, 'player01');
    await withoutHomePopups(page);
    await page.goto('/m/rewardCenter');
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    await claim.click();
    await expect(page.getByRole('alert').filter({ hasText: /could not check what happened/ })).toBeVisible();
    await expect(claim).toBeEnabled();

    await claim.click();
    // A new key would be refused as already claimed; the same key gets the first payment's answer.
    await expect(page.getByRole('status').filter({ hasText: /Reward claimed: ₱100\.00/ })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
    await expect(page.locator('.rewards-summary')).toHaveText('0 unclaimed');
  });

  test('the member pop-up goes to the reward centre', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Go to reward centre' }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('mission activity lists the mission promotions with their status', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/leaderBoard');
    const row = page.locator('.rewards-row').filter({ hasText: 'Mission: play 10 games' });
    await expect(row).toContainText('Join');
    await expect(page.locator('.rewards-row').filter({ hasText: 'First deposit' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('manual rebate claims the total once, and my rebate then lists it', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/member/manualRebate');
    const claim = page.getByRole('button', { name: 'Claim rebate' });
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(page.getByRole('status').filter({ hasText: /Reward claimed: ₱/ })).toBeVisible();
    await expect(claim).toBeDisabled();

    await page.goto('/m/member/rebateReport');
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page);
  });

  test('a trial account opening the reward centre is refused with free_reject, then goes home', async ({
    page,
  }) => {
    await expectTrialRefused(page, '/m/rewardCenter');
  });
});
