import { screenTitle } from './agent-harness';
import { expect, expectAccessible, signIn, test, withoutHomePopups } from './harness';

test.describe('agent actions', () => {
  test('opens a downline account: rules first, then the account appears in the team', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agentRegister');
    const quota = page.getByTestId('quota-0');
    await expect(quota).toHaveText(/^\d+ of 200 left$/);
    const left = Number((await quota.textContent())?.split(' ')[0]);
    await page.getByRole('textbox', { name: 'Username' }).fill('down01');
    await page.getByLabel('Password', { exact: true }).click();
    await expect(page.getByText('Sorry, the username already exists.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('newteam01');
    await page.getByLabel('Password', { exact: true }).fill('Newteam123');
    await page.getByLabel('Confirm password').fill('Newteam12');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Newteam123');
    // The sandbox hashes the new password, which a busy machine takes its time over: wait for the answer, not a clock.
    const opened = page.waitForResponse((r) => r.url().includes('ACSFE_createDownline'));
    await page.getByRole('button', { name: 'Open account' }).click();
    expect((await opened).ok()).toBe(true);
    await expect(page.getByText('Account newteam01 is open.')).toBeVisible();
    await expect(quota).toHaveText(`${left - 1} of 200 left`);
    await expectAccessible(page);
    await page.goto('/m/member/team');
    await expect(page.getByText('15 members')).toBeVisible();
    // The list is windowed: the newest member is further down, so look it up by account.
    await page.getByRole('searchbox', { name: 'Search by account' }).fill('newteam');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'newteam01' })).toBeVisible();
  });

  for (const [path, title] of [
    ['/m/member/agent/getSalaryContract', 'Daily salary contract'],
    ['/m/member/agent/getDevidendContract', 'Dividend contract'],
    ['/m/member/agent/getHourContract', 'Hourly salary contract'],
  ] as const) {
    test(`signs the ${title.toLowerCase()}; the home reminder stops asking`, async ({ page }) => {
      await signIn(page, 'agent01');
      await page.goto(path);
      await expect(screenTitle(page, title)).toBeVisible();
      await expect(page.getByTestId('contract-status')).toHaveText('Waiting for your signature');
      const processed = page.waitForResponse((r) => r.url().includes('ACSFE_process'));
      await page.getByRole('button', { name: 'Sign the contract' }).click();
      expect((await processed).ok()).toBe(true);
      await expect(page.getByTestId('contract-status')).toHaveText('Contract signed');
      await expect(page.getByRole('button', { name: 'Sign the contract' })).toHaveCount(0);
      const reminder = await page.request.get('/wps/relay/ACSFE_getContractRequest', {
        headers: {
          Merchant: 'demo',
          Authorization: await page.evaluate(
            () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
          ),
        },
      });
      const value = ((await reminder.json()) as { value: Record<string, string> }).value;
      const field = {
        'Daily salary contract': 'dailysalreqtype',
        'Dividend contract': 'divtypecompperiodreq',
        'Hourly salary contract': 'contracthoursalreq',
      }[title];
      expect(value[field]).toBe('');
    });
  }

  test('the home reminder’s Go lands on the contract; once signed, home asks for the next one', async ({
    page,
  }) => {
    await signIn(page, 'agent01');
    await withoutHomePopups(page);
    await page.goto('/m/home');
    const reminder = page.getByRole('alertdialog', { name: 'Contract to sign' });
    // Home shows the reminder once its member loads are in; a busy machine takes a while.
    await expect(reminder).toContainText('daily salary contract', { timeout: 20_000 });
    await reminder.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/getSalaryContract$/);
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(page.getByTestId('contract-status')).toHaveText('Contract signed');
    await page.goto('/m/home');
    await expect(reminder).toContainText('dividend contract', { timeout: 20_000 });
    await expect(reminder).not.toContainText('daily salary');
  });

  test('declining a contract asks first', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/agent/getHourContract');
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Decline this contract?');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('contract-status')).toHaveText('Declined');
  });

  test('with the dividend contract signed, the dividend screen and footer entry appear', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/agent/getDevidendContract');
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(page.getByTestId('contract-status')).toHaveText('Contract signed');
    await page.goto('/m/agent');
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    await footer.getByRole('link', { name: 'Dividend' }).click();
    await expect(page).toHaveURL(/agentDivident$/);
    await expect(page.getByText('Half-monthly')).toBeVisible();
  });

  test('agents of types 41 and 42 load no dividend information and see no dividend entry', async ({
    page,
  }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/member/agent/getDevidendContract');
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(page.getByTestId('contract-status')).toHaveText('Contract signed');
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    for (const type of [41, 42]) {
      // The same agent, as the session says a member of this type is.
      await page.evaluate((memberType) => {
        const session = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type: number };
        sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...session, type: memberType }));
      }, type);
      const dividendCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('ACSFE_getDividendInfo')) dividendCalls.push(r.url());
      });
      await page.goto('/m/agent');
      await expect(footer.getByRole('link', { name: 'Open account' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Announcements' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Dividend' })).toHaveCount(0);
      expect(dividendCalls).toEqual([]);
    }
  });

  test('transfers to a downline once, keeping the form when the password is wrong', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent/transfer');
    await page.getByRole('combobox', { name: 'Downline' }).selectOption('down02');
    await page.getByRole('textbox', { name: 'Amount' }).fill('150.50');
    await expect(page.getByTestId('transfer-total')).toHaveText('Total: ₱150.50');
    await page.getByLabel('Payment password').fill('999999');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.50');
    let sends = 0;
    page.on('request', (r) => {
      if (r.url().includes('ACSFE_transferDownline')) sends += 1;
    });
    await page.getByLabel('Payment password').fill('123456');
    await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await expect(page.getByText('Transfer done. Your balance: ₱24,849.50')).toBeVisible();
    expect(sends).toBe(1);
  });

  test('transfers to several downlines at once', async ({ page }) => {
    await signIn(page, 'agent01');
    await page.goto('/m/agent/transfer');
    await page.getByRole('combobox', { name: 'Downline' }).selectOption('down03');
    await page.getByRole('textbox', { name: 'Amount' }).fill('10');
    await page.getByRole('button', { name: 'Add a recipient' }).click();
    const second = page.getByRole('group', { name: 'Recipient 2' });
    await second.getByRole('combobox', { name: 'Downline' }).selectOption('down04');
    await second.getByRole('textbox', { name: 'Amount' }).fill('20');
    await expect(page.getByTestId('transfer-total')).toHaveText('Total: ₱30.00');
    await page.getByLabel('Payment password').fill('123456');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('Transfer done. Your balance: ₱24,970.00')).toBeVisible();
  });

  test('creates, copies and deletes an affiliate link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'agent01');
    await page.goto('/m/agent/affiliate');
    await expect(page.getByRole('article', { name: 'AGENT01' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Account type' }).selectOption('1');
    await page.getByRole('textbox', { name: 'Remark' }).fill('Facebook group');
    await page.getByRole('button', { name: 'Create link' }).click();
    const created = page.getByRole('article').filter({ hasText: 'Facebook group' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Copy' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    await created.getByRole('button', { name: 'Delete link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete link' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'Facebook group' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'AGENT01' })).toBeVisible();
  });
});
