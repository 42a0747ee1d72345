import { expectAccessible, signIn, test, withoutHomePopups } from './harness';
import { FREE_REJECT, balanceOf, countCalls, expect, failNext, field, settleRoutes } from './money-fixtures';

test.describe('deposit', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const template of ['new', 'base'] as const) {
    test(`${template} template: a gateway deposit and a manual transfer with its reference`, async ({
      page,
      request,
    }) => {
      await request.post('/__sandbox/template', { data: { dep_func: template === 'new' ? '1' : '0' } });
      await signIn(page, 'player01');
      await page.goto('/m/voucherCenter');
      const choose = async (name: string) => {
        if (template === 'new') await page.getByRole('radio', { name }).check();
        else await page.getByRole('combobox', { name: /Payment method/ }).selectOption({ label: name });
      };
      await expect(page.locator(`[data-template="${template}"]`)).toBeVisible();
      if (template === 'new') await expect(page.getByRole('group', { name: 'Quick amounts' })).toBeVisible();
      else await expect(page.getByRole('group', { name: 'Quick amounts' })).toHaveCount(0);
      await expectAccessible(page);

      await choose('GCash');
      await field(page, 'Amount').fill('50');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(field(page, 'Amount')).toHaveAccessibleDescription(/between ₱100\.00 and ₱50,000\.00/);
      await field(page, 'Amount').fill('500');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      const order = page.getByRole('region', { name: 'Your deposit order' });
      await expect(order).toContainText('Successful');
      await expect(order).toContainText('₱500.00');
      expect(await balanceOf(request, 'player01')).toBe(1750.5);

      await order.getByRole('button', { name: 'Make another deposit' }).click();
      await choose('Bank transfer');
      const payee = page.getByRole('region', { name: 'Pay to' });
      await expect(payee).toContainText('BDO Unibank');
      await expect(payee.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
      await field(page, 'Amount').fill('1000');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(field(page, 'Reference number')).toHaveAccessibleDescription(/reference number/);
      await expect(field(page, 'Amount')).toHaveValue('1000');
      await field(page, 'Reference number').fill('BDO-778812');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(page.getByRole('region', { name: 'Your deposit order' })).toContainText('Pending');
      await expectAccessible(page);
      // A manual transfer waits for the back office: the balance has not moved.
      expect(await balanceOf(request, 'player01')).toBe(1750.5);
    });
  }

  test('the header balance shows the deposit without a reload', async ({ page }) => {
    await withoutHomePopups(page);
    await signIn(page, 'player01');
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await expect(header.getByText(/1,250\.50/)).toBeVisible();
    await header.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.getByRole('radio', { name: 'Maya' }).check();
    await field(page, 'Amount').fill('100');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('region', { name: 'Your deposit order' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('banner').getByText(/1,350\.50/)).toBeVisible();
    await settleRoutes(page);
  });

  for (const fault of ['offline', 'serverError'] as const) {
    test(`${fault} on submit: a message, the input kept, nothing charged`, async ({ page, request }) => {
      await signIn(page, 'player01');
      await page.goto('/m/voucherCenter');
      await page.getByRole('radio', { name: 'GCash' }).check();
      await field(page, 'Amount').fill('300');
      await failNext(page, 'PCSFE_paymentGateway', fault);
      const sent = countCalls(page, 'PCSFE_paymentGateway');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
      await expect(field(page, 'Amount')).toHaveValue('300');
      expect(sent()).toBe(1);
      expect(await balanceOf(request, 'player01')).toBe(1250.5);
      // The player sends it again: one deposit.
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(page.getByRole('region', { name: 'Your deposit order' })).toContainText('₱300.00');
      expect(await balanceOf(request, 'player01')).toBe(1550.5);
    });
  }

  test('a timeout after the server took the deposit says it went through and charges once', async ({
    page,
    request,
  }) => {
    await signIn(page, 'player01');
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: 'GCash' }).check();
    await field(page, 'Amount').fill('200');
    await failNext(page, 'PCSFE_paymentGateway', 'timeout');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /went through: order D\d+/ })).toBeVisible();
    expect(await balanceOf(request, 'player01')).toBe(1450.5);
    // Tapping again with the same input gets the first answer, not a second deposit.
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('region', { name: 'Your deposit order' })).toContainText('₱200.00');
    expect(await balanceOf(request, 'player01')).toBe(1450.5);
  });

  test('a double tap sends one request', async ({ page, request }) => {
    await signIn(page, 'player01');
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: 'GCash' }).check();
    await field(page, 'Amount').fill('100');
    const sent = countCalls(page, 'PCSFE_paymentGateway');
    await page.getByRole('button', { name: 'Deposit now' }).dblclick();
    await expect(page.getByRole('region', { name: 'Your deposit order' })).toBeVisible();
    expect(sent()).toBe(1);
    expect(await balanceOf(request, 'player01')).toBe(1350.5);
  });

  test('a visitor goes to login and a trial account is refused', async ({ page }) => {
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/login$/);
    await withoutHomePopups(page);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/voucherCenter');
    await expect(page.getByText(FREE_REJECT)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await settleRoutes(page);
  });
});
