import { startTrial } from './support-fixtures';
import { expect, expectAccessible, signIn, test } from './harness';

test.describe('invite friends', () => {
  test('a visitor is sent to login', async ({ page }) => {
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member copies a referral link that registers a friend under their code', async ({
    page,
    context,
  }) => {
    test.slow(); // axe, the clipboard and a second page on a busy machine
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'player01');
    await page.goto('/m/inviteFriends');
    const link = page.getByRole('textbox', { name: 'Your invitation link' });
    await expect(link).toHaveValue(/\/m\/register\?affiliateCode=INV[A-Z2-9]{8}$/, { timeout: 20_000 });
    await expect(page.getByText(/Invitation code: INV[A-Z2-9]{8}/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rules: Invite friends, earn 88' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const url = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The link names the merchant's site from the runtime config, not the address this test reached it at.
    expect(new URL(url).origin).toBe('https://m.luckypeso.example');
    const friend = await context.newPage();
    await friend.goto(new URL(url).pathname + new URL(url).search);
    const code = new URL(url).searchParams.get('affiliateCode') ?? 'none';
    await expect(friend.getByText(`Invitation code: ${code}`)).toBeVisible({ timeout: 20_000 });
  });

  test('an agent gets their own affiliate code', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/inviteFriends');
    await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
      /affiliateCode=AGENT01$/,
      {
        timeout: 20_000,
      },
    );
  });

  test('with the REFERRAL promotion off a member reads contact_service and goes home', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'REFERRAL', enabled: false } });
    await signIn(page, 'player01');
    await page.goto('/m/inviteFriends');
    await expect(
      page.getByText('This function is not available. Please contact customer service.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 10_000 });
  });

  test('a free trial account reads free_reject instead of a link', async ({ page }) => {
    await startTrial(page);
    await page.goto('/m/inviteFriends');
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveCount(0);
  });
});
