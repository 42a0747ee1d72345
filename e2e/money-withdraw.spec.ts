import { expectAccessible, signIn, test, withoutHomePopups } from './harness';
import { FREE_REJECT, balanceOf, countCalls, expect, failNext, field, settleRoutes } from './money-fixtures';

test.describe('withdraw', () => {
  test.describe.configure({ timeout: 90_000 });

  test('with a payment password: limits, a wrong password, then the order and the new balance', async ({
    page,
    request,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/withdraw');
    await expect(page.getByText('₱1,250.50')).toBeVisible();
    await expectAccessible(page);
    await field(page, 'Amount').fill('60000');
    await field(page, 'Withdrawal password').fill('12');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(field(page, 'Amount')).toHaveAccessibleDescription(/between ₱100\.00 and ₱50,000\.00/);
    await expect(field(page, 'Withdrawal password')).toHaveAccessibleDescription(/6 digits/);
    await field(page, 'Amount').fill('250');
    await field(page, 'Withdrawal password').fill('000000');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The payment password is incorrect.' }),
    ).toBeVisible();
    await expect(field(page, 'Amount')).toHaveValue('250');
    await field(page, 'Withdrawal password').fill('123456');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New balance: ₱1,000.50' })).toBeVisible();
    expect(await balanceOf(request, 'player01')).toBe(1000.5);
    await page.getByRole('link', { name: 'See the withdraw report' }).click();
    await expect(page).toHaveURL(/\/m\/withdrawReport$/);
    await expect(page.getByRole('list', { name: 'Withdraw report' })).toContainText('₱250.00');
  });

  test('without a payment password: set one in the security centre, add a card, then withdraw', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/member', {
      data: { username: 'expired01', balance: 500, clearPaymentPassword: true },
    });
    await signIn(page, 'expired01');
    await page.goto('/m/withdraw');
    await expect(page.getByText('Add a bank card before you withdraw.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the security centre' }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter\?section=bankCards$/);
    await expect(page.getByRole('heading', { name: /Bank cards/ })).toBeFocused();
    await expect(page.getByText('Set a payment password before you withdraw.')).toBeVisible();
    await expectAccessible(page);

    const passwordForm = page.getByRole('form', { name: 'Set payment password' });
    await passwordForm.getByLabel(/^New payment password/).fill('246810');
    await passwordForm.getByLabel(/^Confirm payment password/).fill('246811');
    await passwordForm.getByRole('button', { name: 'Save' }).click();
    await expect(passwordForm.getByLabel(/^Confirm payment password/)).toHaveAccessibleDescription(
      /not the same/,
    );
    await passwordForm.getByLabel(/^Confirm payment password/).fill('246810');
    await passwordForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Change payment password' })).toBeVisible();

    const cardForm = page.getByRole('form', { name: 'Add bank card' });
    await cardForm.getByRole('combobox', { name: /Bank/ }).selectOption({ label: 'Metrobank' });
    await cardForm.getByLabel(/^Account number/).fill('123');
    await cardForm.getByLabel(/^Account name/).fill('Ana Reyes');
    await cardForm.getByLabel(/^Payment password/).fill('246810');
    await cardForm.getByRole('button', { name: 'Add bank card' }).click();
    await expect(cardForm.getByLabel(/^Account number/)).toHaveAccessibleDescription(/8 to 30 digits/);
    await cardForm.getByLabel(/^Account number/).fill('0099887766');
    await cardForm.getByRole('button', { name: 'Add bank card' }).click();
    await expect(page.getByRole('list', { name: 'Bank cards' })).toContainText('Metrobank');

    await page.goto('/m/withdraw');
    await field(page, 'Amount').fill('150');
    await field(page, 'Withdrawal password').fill('246810');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New balance: ₱350.00' })).toBeVisible();
    expect(await balanceOf(request, 'expired01')).toBe(350);
  });

  for (const fault of ['offline', 'serverError'] as const) {
    test(`${fault} on submit: a message, the input kept, no debit`, async ({ page, request }) => {
      await signIn(page, 'player01');
      await page.goto('/m/withdraw');
      await field(page, 'Amount').fill('100');
      await field(page, 'Withdrawal password').fill('123456');
      await failNext(page, 'PCSFE_withdraw', fault);
      await page.getByRole('button', { name: 'Withdraw now' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
      await expect(field(page, 'Amount')).toHaveValue('100');
      await expect(field(page, 'Withdrawal password')).toHaveValue('123456');
      expect(await balanceOf(request, 'player01')).toBe(1250.5);
    });
  }

  test('a timeout after the server took the withdrawal says so and debits once', async ({
    page,
    request,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/withdraw');
    await field(page, 'Amount').fill('100');
    await field(page, 'Withdrawal password').fill('123456');
    await failNext(page, 'PCSFE_withdraw', 'timeout');
    const sent = countCalls(page, 'PCSFE_withdraw');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /W\d+/ })).toBeVisible();
    expect(sent()).toBe(1);
    expect(await balanceOf(request, 'player01')).toBe(1150.5);
  });

  test('a double tap sends one request', async ({ page, request }) => {
    await signIn(page, 'player01');
    await page.goto('/m/withdraw');
    await field(page, 'Amount').fill('100');
    await field(page, 'Withdrawal password').fill('123456');
    const sent = countCalls(page, 'PCSFE_withdraw');
    await page.getByRole('button', { name: 'Withdraw now' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'New balance: ₱1,150.50' })).toBeVisible();
    expect(sent()).toBe(1);
    expect(await balanceOf(request, 'player01')).toBe(1150.5);
  });

  test('a visitor goes to login and a trial account is refused', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login$/);
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/withdraw');
    await expect(page.getByText(FREE_REJECT)).toBeVisible();
    await settleRoutes(page);
  });
});

test.describe('entry points', () => {
  test.describe.configure({ timeout: 90_000 });

  test('footer, header popover and side menu reach deposit and withdraw', async ({ page }) => {
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Deposit' })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await header.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByRole('button', { name: 'Withdraw now' })).toBeVisible();
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByRole('button', { name: 'Withdraw now' })).toBeVisible();
    await settleRoutes(page);
  });
});

test.describe('transfer to upline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a member with an upline sends money once, the input kept after a dropped connection', async ({
    page,
    request,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/upLine/transfer');
    await field(page, 'Amount').fill('20');
    await field(page, 'Withdrawal password').fill('123456');
    await failNext(page, 'PCSFE_transferToUpline', 'offline');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
    await expect(field(page, 'Amount')).toHaveValue('20');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sent ₱20.00 to your upline.' })).toBeVisible();
    expect(await balanceOf(request, 'player01')).toBe(1230.5);
    await expectAccessible(page);
  });

  test('type 2 is refused', async ({ page }) => {
    await signIn(page, 'player02');
    await page.goto('/m/upLine/transfer');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Transfer to upline is not available for this account.' }),
    ).toBeVisible();
    await expect(field(page, 'Amount')).toHaveCount(0);
  });

  test('without its flag it is refused', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'AGETRANSFERUP3', enabled: false } });
    await signIn(page, 'player01');
    await page.goto('/m/upLine/transfer');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Transfer to upline is not available for this account.' }),
    ).toBeVisible();
  });
});
