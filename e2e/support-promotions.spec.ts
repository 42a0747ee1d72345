import type { APIRequestContext } from '@playwright/test';
import { countRequests, expectHarmless, startTrial, TRICKY_HTML } from './support-fixtures';
import { expect, expectAccessible, signIn, test } from './harness';

const STATUS_LABELS = {
  join: 'Join',
  claim: 'Claim',
  applying: 'Applying',
  close: 'Closed',
  rejected: 'Rejected',
  issued: 'Issued',
  claimed: 'Claimed',
  process: 'In progress',
  joined: 'Joined',
  'coming soon': 'Coming soon',
} as const;

/** Adds a promotion (category OTHER) through the sandbox; with a status, that is player01's status of it. */
async function addPromotion(
  request: APIRequestContext,
  data: { title: string; content?: string; status?: string; startDays?: number },
): Promise<number> {
  const response = await request.post('/__sandbox/promotion', {
    data: {
      content: `<p>${data.title} rules.</p>`,
      ...data,
      ...(data.status ? { username: 'player01' } : {}),
    },
  });
  return ((await response.json()) as { value: { id: number } }).value.id;
}

test.describe('promotions', () => {
  test('a visitor browses promotions by category, opens one and is sent to login to apply', async ({
    page,
  }) => {
    test.slow(); // axe twice on a busy machine
    await page.goto('/m/activity');
    const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
    await expect(tabs.getByRole('tab')).toHaveText(
      ['All', 'Deposit', 'Rebate', 'Referral', 'Mission', 'VIP'],
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Referral' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?category=REFERRAL$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name: /^Invite friends, earn 88/ }).click();

    await expect(page).toHaveURL(/\/m\/activityDetail\?id=3$/);
    await expect(page.getByRole('heading', { name: 'Invite friends, earn 88' })).toBeVisible();
    await expect(page.getByText('₱88.00')).toBeVisible();
    await expect(page.getByText('Invite friends, earn 88. Terms apply.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member sees every status of spec section 9, with the one action each allows', async ({
    page,
    request,
  }) => {
    test.slow(); // ten promotions, each opened
    const ids: Record<string, number> = {};
    for (const status of Object.keys(STATUS_LABELS))
      ids[status] = await addPromotion(request, { title: `Status ${status}`, status });
    await signIn(page, 'player01');
    await page.goto('/m/activity?category=OTHER');
    // The list renders in batches of 8; the rest come as the player scrolls.
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(8, { timeout: 20_000 });
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(10);
    for (const [status, label] of Object.entries(STATUS_LABELS))
      await expect(cards.filter({ has: page.getByText(`Status ${status}`, { exact: true }) })).toContainText(
        label,
      );

    for (const [status, label] of Object.entries(STATUS_LABELS)) {
      await page.goto(`/m/activityDetail?id=${ids[status]}`);
      await expect(page.getByRole('heading', { name: `Status ${status}` })).toBeVisible();
      if (status === 'join') await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
      else if (status === 'claim') await expect(page.getByRole('button', { name: 'Claim' })).toBeEnabled();
      else await expect(page.getByRole('button', { name: label })).toBeDisabled();
    }
  });

  test('a member applies with a comment of at most 140 characters, once, then claims the bonus', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'player01');
    const applies = countRequests(page, '/wps/relay/MCSFE_applyPromotion');
    const claims = countRequests(page, '/wps/relay/MCSFE_claimPromotion');
    await page.goto('/m/activityDetail?id=4');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=4$/);

    const comment = page.getByRole('textbox', { name: 'Comment' });
    await comment.fill('x'.repeat(141));
    await expect(comment).toHaveAccessibleDescription(/141 of 140 characters.*At most 140 characters/);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(comment).toBeFocused();
    await expect(comment).toHaveValue('x'.repeat(141));
    expect(applies.count).toBe(0);
    await expectAccessible(page);

    await comment.press('Backspace');
    await page.getByRole('button', { name: 'Apply' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible();
    await expect(page.getByText('Claim', { exact: true })).toBeVisible();
    expect(applies.count).toBe(1);

    await page.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=4$/);
    await page.getByRole('button', { name: 'Claim' }).dblclick();
    await expect(page.getByText('Reward claimed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(claims.count).toBe(1);
  });

  test('a failed application keeps the comment and says why', async ({ page }) => {
    await signIn(page, 'player01');
    await page.route('**/wps/relay/MCSFE_applyPromotion*', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, errorCode: 'system.busy', message: 'The system is busy' },
      }),
    );
    await page.goto('/m/activityInfo?id=5');
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await comment.fill('My birthday is this month');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The system is busy' })).toBeVisible();
    await expect(comment).toHaveValue('My birthday is this month');
  });

  test('a free trial account is refused with free_reject; a visitor on the apply page goes to login', async ({
    page,
  }) => {
    await page.goto('/m/activityInfo?id=3');
    await expect(page).toHaveURL(/\/m\/login$/);
    await startTrial(page);
    await page.goto('/m/activityDetail?id=3');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=3$/);
  });

  test('an unknown promotion says so; a failed list offers a retry that works', async ({ page }) => {
    await page.goto('/m/activityDetail?id=999');
    await expect(page.getByText('This promotion does not exist.')).toBeVisible();
    await page.goto('/m/activityDetail?id=abc');
    await expect(page.getByText('This promotion does not exist.')).toBeVisible();

    let fail = true;
    await page.route('**/wps/relay/MCSFE_getPromotionList*', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto('/m/activity');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  });

  test('promotion rules with script, handler and link tricks never run or leave the site', async ({
    page,
    request,
  }) => {
    const id = await addPromotion(request, { title: 'Tricky promotion', content: TRICKY_HTML });
    await page.goto(`/m/activityDetail?id=${id}`);
    await expectHarmless(page, page.locator('.wps-server-html'));
  });

  test('the promotions list and the register form load without the schema library, which the feedback form brings', async ({
    page,
  }) => {
    // The schema library names its base type in its code: a script holding this string carries the library.
    // The files are read again once asked for (they never change under a name); a page's own copy of a response
    // body can be gone after the next navigation.
    const SCHEMA_LIBRARY = '$ZodType';
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (/\/m\/assets\/[\w-]+\.js$/.test(request.url())) scripts.add(request.url());
    });
    const withSchemaLibrary = async () => {
      const found: string[] = [];
      for (const url of scripts) {
        if ((await (await page.request.get(url)).text()).includes(SCHEMA_LIBRARY)) found.push(url);
      }
      return found;
    };

    await page.goto('/m/activity');
    await expect(page.getByRole('tablist', { name: 'Promotion categories' })).toBeVisible();
    await page.goto('/m/register');
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    expect(await withSchemaLibrary()).toEqual([]);

    // The feedback form checks what is typed with the contract's own schema, so there the library does load.
    await signIn(page, 'player01');
    await page.goto('/m/feedback');
    await expect(page.getByRole('textbox', { name: 'Your feedback' })).toBeVisible();
    expect(await withSchemaLibrary()).toEqual([
      expect.stringMatching(/\/m\/assets\/feedback-screen-[\w-]+\.js$/),
    ]);
  });
});
