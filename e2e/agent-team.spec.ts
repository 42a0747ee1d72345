import type { Page } from '@playwright/test';
import { AGENT_SCREENS, screenTitle } from './agent-harness';
import { expect, expectAccessible, signIn, test } from './harness';

/** The value shown beside a label in a screen's figures. */
const figure = (page: Page, label: string) =>
  page
    .locator('.agent-figures > div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test.describe('team screens with a team', () => {
  test('every agent screen opens titled and passes axe', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'agent01');
    for (const screen of AGENT_SCREENS) {
      await page.goto(screen.path);
      await expect(screenTitle(page, screen.title)).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectAccessible(page);
    }
  });

  test('team overview counts the whole team', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent/team/overview');
    await expect(figure(page, 'Total members')).toHaveText('14');
  });

  test('the team list searches, pages and drills into a downline', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/team');
    await expect(page.getByText('14 members')).toBeVisible();
    const list = page.getByRole('list', { name: 'Team' });
    // Windowed: the rows near the screen are in the page, and each says it is one of 14.
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '14');
    await expect(list.getByRole('link', { name: 'down01', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by account' }).fill('subdown');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('link', { name: 'subdown01' }).click();
    await expect(page).toHaveURL(/member=subdown01/);
    await expect(page.getByRole('heading', { name: 'subdown01' })).toBeVisible();
    await expect(figure(page, 'Level')).toHaveText('2');
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Team' })).toBeVisible();
  });

  test('team profit and loss lists each direct downline', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent/team/pnl');
    await expect(page.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('rowheader', { name: 'down01' })).toBeVisible();
  });

  test('team betting shows the bets of a date range', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/teamBetting');
    await page.getByLabel('Start date').fill('2020-01-01');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
  });

  test('agent rebate updates a downline within the agent’s own rates', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/agent/agentRebeat');
    await expect(page.getByRole('row', { name: /Slots 1\.2 %/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Downline' }).selectOption('down01');
    const slots = page.getByRole('textbox', { name: 'Slots rate (%)' });
    await slots.fill('1.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 1.2 %, your own rate')).toBeVisible();
    await expect(slots).toHaveValue('1.5');
    await slots.fill('0.9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rebates saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Slots rate (%)' })).toHaveValue('0.9');
  });
});

test('the team list loads the next page as its end comes near', async ({ page }) => {
  await signIn(page, 'agent01');
  // Twenty to a page: the seeded team fits on one, so the answer claims a second page (the same members with
  // other ids and names).
  await page.route('**/wps/relay/ACSFE_getSubordinateList*', async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('pageNo'));
    url.searchParams.set('pageNo', '1');
    const response = await route.fetch({ url: url.href });
    const body = (await response.json()) as {
      value: { totalPages: number; pageNum: number; list: { id: number; account: string }[] };
    };
    body.value.totalPages = 2;
    body.value.pageNum = pageNo;
    if (pageNo === 2)
      body.value.list = body.value.list.map((m) => ({ ...m, id: m.id + 10_000, account: `${m.account}p2` }));
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/m/member/team');
  const list = page.getByRole('list', { name: 'Team' });
  await expect(list.getByRole('link', { name: 'down01', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'down01p2' })).toHaveCount(0);
  const next = page.waitForRequest(
    (r) => r.url().includes('SubordinateList') && r.url().includes('pageNo=2'),
  );
  await page.mouse.wheel(0, 5000);
  await next;
  await expect(page.getByText('No more')).toBeVisible();
  // Page 2 may arrive after the wheel has stopped, so the list grows below the view: scroll on to its end.
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(list.getByRole('link', { name: 'subdown02p2' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
});

test.describe('team screens with an empty team', () => {
  test('each screen says there is nothing yet instead of failing', async ({ page }) => {
    test.setTimeout(120_000);
    // player02 is an agent (type 2) with nobody below.
    await signIn(page, 'player02');
    await page.goto('/m/agent/team/overview');
    await expect(figure(page, 'Total members')).toHaveText('0');
    await expectAccessible(page);
    for (const path of ['/m/member/team', '/m/agent/transfer']) {
      await page.goto(path);
      await expect(page.getByText('No data')).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto('/m/agent/team/pnl');
    await expect(page.getByText('No data')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(0);
    await page.goto('/m/teamBetting');
    await expect(page.getByText('No data')).toBeVisible();
    await page.goto('/m/member/agent/agentRebeat');
    await expect(page.getByText('No data').first()).toBeVisible();
    await expectAccessible(page);
  });
});
