import { AGENT_SCREENS } from './agent-harness';
import { expect, expectAccessible, signIn, test } from './harness';
import { fetchThrough } from './route-fetch';

test.describe('agent access', () => {
  test('the page shows a loading status before its scripts have run, then the agent centre', async ({
    page,
  }) => {
    await signIn(page, 'agent01');
    // The scripts are held back, as on a slow network: the HTML and its stylesheet alone draw the spinner.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/m/agent-app/assets/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/m/agent', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    // Once its scripts run, a worker loads the formatters' locale data off the main thread.
    const localeData = page.waitForEvent('worker', (worker) =>
      /\/m\/agent-app\/assets\/intl-warmup-worker-/.test(worker.url()),
    );
    releaseScripts();
    await localeData;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('a visitor opening /m/agent is replaced by home', async ({ page }) => {
    await page.goto('/m/help');
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    // `replace`, not a push: going back skips the refused page.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('a member, a type-40 member and a free trial account are sent home from agent screens', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/agent/team/overview');
    await expect(page).toHaveURL(/\/m\/home$/);
    // A free trial account is member type 4: player02 becomes one for this test's world.
    await page.request.post('/__sandbox/member', { data: { username: 'player02', type: 4 } });
    for (const [username, path] of [
      ['member40', AGENT_SCREENS[6].path],
      ['player02', AGENT_SCREENS[11].path],
    ] as const) {
      const other = await page.context().newPage();
      await signIn(other, username);
      await other.goto(path);
      await expect(other).toHaveURL(/\/m\/home$/);
      await other.close();
    }
  });
});

test.describe('agent home', () => {
  for (const [hour, greeting] of [
    [8, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good late afternoon'],
    [21, 'Good evening'],
  ] as const) {
    test(`greets the agent by the local hour (${hour}:00)`, async ({ page }) => {
      await signIn(page, 'agent01');
      const at = new Date();
      at.setHours(hour, 30, 0, 0);
      await page.clock.setFixedTime(at);
      await page.goto('/m/agent');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, agent01`);
    });
  }

  test('shows the wallet, counters equal to the team KPI answer, the grid and the footer', async ({
    page,
  }) => {
    await signIn(page, 'agent01');
    const kpi = page.waitForResponse((r) => r.url().includes('ACSFE_getTeamKpi?'));
    await page.goto('/m/agent');
    const answer = (await (await kpi).json()) as { value: { footer: Record<string, number> } };
    const query = new URL((await kpi).url()).searchParams;
    expect(query.get('size')).toBe('0');
    expect(query.get('startDate')).toBe(query.get('endDate'));
    for (const [field, value] of Object.entries(answer.value.footer))
      await expect(page.getByTestId(`counter-${field}`)).toHaveText(String(value));
    await expect(page.getByTestId('agent-balance')).toHaveText('₱25,000.00');
    await expect(page.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    const grid = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(grid.getByRole('link')).toHaveCount(11);
    await expect(grid.getByRole('link', { name: 'Account record' })).toHaveAttribute(
      'href',
      '/m/transaction/record?types=A',
    );
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(footer.getByRole('link', { name: 'Open account' })).toBeVisible();
    // agent01 has not signed the dividend contract yet: no dividend in the footer.
    await expect(footer.getByRole('link', { name: 'Dividend' })).toHaveCount(0);
    await expectAccessible(page);
    await footer.getByRole('link', { name: 'Open account' }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test("the footer's announcements and the grid's news carry their unread counts", async ({ page }) => {
    await signIn(page, 'agent01');
    // One agent announcement more than the seed, so the footer has something unread whatever the seed holds.
    const added = await page.request.post('/__sandbox/announcement', {
      data: { types: 'A', title: 'Team bonus week', content: '<p>Double rebates.</p>' },
    });
    expect(added.ok()).toBe(true);
    const announcements = page.waitForResponse((r) => r.url().includes('CCSFE_getListAnnouncements'));
    const messages = page.waitForResponse((r) => r.url().includes('MCSFE_getUnreadMessageCount'));
    await page.goto('/m/agent');
    const notices = ((await (await announcements).json()) as { value: { footer: { unreadCount: number } } })
      .value.footer.unreadCount;
    const unreadNews = ((await (await messages).json()) as { value: number }).value;
    expect(notices).toBeGreaterThan(0);
    expect(unreadNews).toBeGreaterThan(0);
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    const noticeLink = footer.getByRole('link', { name: /Announcements/ });
    await expect(noticeLink).toContainText(String(notices));
    await expect(noticeLink).toHaveAccessibleName(new RegExp(`^Announcements\\s*${notices} unread$`));
    const grid = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(grid.getByRole('link', { name: /News/ })).toHaveAccessibleName(
      new RegExp(`^News\\s*${unreadNews} unread$`),
    );
    // The badge's entry opens the agent announcements.
    await noticeLink.click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
    await expect(page.getByText('Team bonus week')).toBeVisible();
  });

  test('shows only the grid items whose menu key is enabled', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.route('**/wps/relay/ACSFE_getAgentMenuKeys*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: { menuKey: string; enabled: boolean }[] };
      body.value = body.value.map((item) => ({
        ...item,
        enabled: ['TEAM', 'TEAM_PNL', 'NEWS'].includes(item.menuKey),
      }));
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/agent');
    const grid = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(grid.getByRole('link')).toHaveText([/^Team$/, 'Team profit and loss', /^News/]);
  });

  test('a grid item opens its team screen in the agent build', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent');
    await page
      .getByRole('navigation', { name: 'Agent centre' })
      .getByRole('link', { name: 'Team overview' })
      .click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
    await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
  });
});

test('the agent home and a team screen lay out right to left in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'AR'));
  await signIn(page, 'agent01');
  await page.goto('/m/agent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('agent01');
  await expect(page.getByTestId('agent-balance')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/m/agent/team/pnl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('rowheader', { name: 'down01' })).toBeVisible();
  await expectAccessible(page);
});
