import { expect as baseExpect } from '@playwright/test';
import { expectTrialRefused, footer, withMemberTemplate } from './member-fixtures';
import { expectAccessible, signIn, test } from './harness';
import { withFlags } from './shell-fixtures';

// Lazy screens on a busy machine take a while.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('member centre', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor opening the member centre or /m/mine is sent to login', async ({ page }) => {
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('player01 sees the new template: profile, join days, VIP, quick tiles, unread dot and entries', async ({
    page,
  }) => {
    await withMemberTemplate(page, '1');
    await signIn(page, 'player01');
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    const centre = page.locator('section.member-centre');
    await expect(centre).toHaveAttribute('data-template', 'new');
    await expect(centre.getByText('player01', { exact: true })).toBeVisible();
    await expect(centre.getByText(/^Join .+ on the \d+ day$/)).toBeVisible();
    await expect(centre.getByText(/^VIP \d+$/)).toBeVisible();
    for (const name of ['Deposit', 'Betting record', 'Account record', 'Security centre'])
      await expect(centre.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(centre.getByRole('button', { name: '2 unread messages' })).toBeVisible();
    await expect(centre.getByTestId('unread-dot')).toBeVisible();
    await expect(centre.getByRole('link', { name: /Reward centre\s*1 unclaimed/ })).toBeVisible();
    await expect(centre.getByRole('link', { name: 'Agency centre' })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: /Members/ })).toContainText('1');
    await expectAccessible(page);

    await centre.getByRole('link', { name: /^player01/ }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByRole('heading', { name: /^VIP \d+$/ }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the base template lists the same entries as rows', async ({ page }) => {
    await withMemberTemplate(page, '0');
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    const centre = page.locator('section.member-centre');
    await expect(centre).toHaveAttribute('data-template', 'base');
    await expect(centre.locator('.member-links--base')).toBeVisible();
    await expect(centre.getByRole('link', { name: 'Online service' })).toBeVisible();
    await expectAccessible(page);
    await centre.getByRole('button', { name: '2 unread messages' }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
  });

  test('with VIP and the reward centre off, neither shows and the card stays on the member home', async ({
    page,
  }) => {
    await withFlags(page, { VIPBENEFITS: false, REWCEN3: false });
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    const centre = page.locator('section.member-centre');
    await expect(centre.getByText('player01', { exact: true })).toBeVisible();
    await expect(centre.getByText(/^VIP \d+$/)).toHaveCount(0);
    await expect(centre.getByRole('link', { name: 'VIP benefits' })).toHaveCount(0);
    await expect(centre.getByRole('link', { name: /Reward centre/ })).toHaveCount(0);
    await expect(centre.getByRole('link', { name: /^player01/ })).toHaveAttribute('href', '/m/member/home');
    await page.goto('/m/member/benefits');
    await expect(page).toHaveURL(/\/m\/member\/home$/);
  });

  test('an agent gets the agency centre as a full page load to the agent build', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/home');
    const agency = page.getByRole('link', { name: 'Agency centre' });
    await expect(agency).toHaveAttribute('href', '/m/agent');
    const load = page.waitForEvent('load');
    await agency.click();
    await load;
    await expect(page).toHaveURL(/\/m\/agent$/);
  });

  test('a trial account opening the member centre is refused with free_reject, then goes home', async ({
    page,
  }) => {
    await expectTrialRefused(page, '/m/member/home');
  });

  test('the betting record and profit and loss send a visitor to login', async ({ page }) => {
    await page.goto('/m/gameRecord');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/profitandloss');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a trial account opening the betting record is refused with free_reject, then goes home', async ({
    page,
  }) => {
    await expectTrialRefused(page, '/m/gameRecord');
  });

  test('a trial account opening profit and loss is refused with free_reject, then goes home', async ({
    page,
  }) => {
    await expectTrialRefused(page, '/m/profitandloss');
  });
});
