import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, signIn, test } from './harness';
import { expect } from './money-fixtures';

/** Makes `count` approved gateway deposits of 100 for player01 today, through the API as the app would. */
async function depositTimes(request: APIRequestContext, count: number) {
  const session = await request.post('/__sandbox/session', { data: { username: 'player01' } });
  const { token } = ((await session.json()) as { value: { token: string } }).value;
  for (let i = 0; i < count; i += 1) {
    const response = await request.post('/wps/relay/PCSFE_paymentGateway', {
      headers: { Authorization: token, Merchant: 'demo', 'Idempotency-Key': `records-${i}` },
      data: { methodId: 2, amount: 100 },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
}

/** How many rows the windowed list says it has. */
async function rowCount(page: Page, list: string): Promise<number> {
  const size = await page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .first()
    .getAttribute('aria-setsize');
  return Number(size);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The page numbers a record call was asked for. */
function pagesAsked(page: Page, call: string): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(call)) pages.push(Number(url.searchParams.get('pageNo')));
  });
  return pages;
}

/** Scrolls until the windowed list holds every record the count names (more than one page of ten). */
async function expectAllPages(page: Page, list: string) {
  const count = page.getByRole('status').filter({ hasText: /^\d+ records/ });
  const total = Number((await count.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(10);
  await expect
    .poll(async () => {
      await scrollToEnd(page);
      return rowCount(page, list);
    })
    .toBe(total);
  await expect(page.getByText('No more')).toBeVisible();
}

test.describe('records', () => {
  test.describe.configure({ timeout: 90_000 });

  test("load record: today's deposits over two pages, then another range in the address", async ({
    page,
    request,
  }) => {
    await depositTimes(request, 12);
    await signIn(page, 'player01');
    const pages = pagesAsked(page, 'PCSFE_getDepositReport');
    await page.goto('/m/vouReport');
    await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: 'Load record' });
    await expect(list).toContainText('₱100.00');
    await expect(
      page.getByRole('status').filter({ hasText: /^\d+ records · Deposits ₱[\d,]+\.\d\d$/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await expectAllPages(page, 'Load record');
    expect(pages).toContain(2);
    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(/range=yesterday/);
  });

  test('withdraw report and profit and loss follow the chosen range', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/profitandloss?range=last30Days');
    await expect(page.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
    const figures = page.getByRole('definition');
    await expect(figures).toHaveCount(7);
    const deposits30 = await figures.first().textContent();
    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await expect(figures.first()).not.toHaveText(deposits30 ?? '');
    await expectAccessible(page);

    await page.goto('/m/withdrawReport');
    await page.getByRole('tab', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/range=last7Days/);
    await expect(
      page.getByRole('list', { name: 'Withdraw report' }).or(page.getByText('No data')),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('account record: 30 days paged, filtered by transaction type, and the agent view', async ({
    page,
  }) => {
    await signIn(page, 'player01');
    const pages = pagesAsked(page, 'PCSFE_getMemberTransaction');
    await page.goto('/m/transaction/record?range=last30Days');
    await expect(page.getByRole('list', { name: 'Account record' })).toContainText('Balance after');
    await expectAllPages(page, 'Account record');
    expect(pages).toContain(2);
    await expectAccessible(page);
    const type = page.getByRole('combobox', { name: 'Transaction type' });
    await type.selectOption({ index: 1 });
    await expect(page).toHaveURL(/types=/);
    await page.goto('/m/transaction/record?types=A&range=last30Days');
    await expect(page.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('A');
  });

  test('betting record: bets of 30 days with paging, and the orders with their detail', async ({ page }) => {
    await signIn(page, 'player01');
    const pages = pagesAsked(page, 'PCSFE_getBetRecords');
    await page.goto('/m/gameRecord?range=last30Days');
    await expect(page.getByRole('list', { name: 'Bet records' })).toContainText('Valid bet');
    await expectAllPages(page, 'Bet records');
    expect(pages).toContain(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/view=orders/);
    const orders = page.getByRole('list', { name: 'Orders' });
    await orders.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Order number');
    await expectAccessible(page);
  });

  test('an open sub-order of an open order is cancelled after a confirmation', async ({ page }) => {
    // The seed has only settled bets: the order's detail answers it open until the cancel goes through.
    let cancelled = false;
    const order = (status: string) => ({
      orderId: 'B00000001',
      gameName: 'Fortune Gems',
      vassalage: 'JL',
      betAmount: 50,
      winAmount: 0,
      status,
      betTime: Date.now(),
      subOrders: [{ subOrderId: 'B00000001-1', betAmount: 50, status }],
    });
    await page.route('**/wps/relay/GCSGAME_getOrderDetail*', (route) =>
      route.fulfill({ json: { success: true, value: order(cancelled ? 'CANCELLED' : 'OPEN') } }),
    );
    await page.route('**/wps/relay/GCSGAME_cancelSubOrder', (route) => {
      cancelled = true;
      return route.fulfill({ json: { success: true, value: order('CANCELLED') } });
    });
    await signIn(page, 'player01');
    await page.goto('/m/gameRecord?view=orders');
    await page.getByRole('list', { name: 'Orders' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel this bet' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('return its stake to your balance');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toContainText('Cancelled');
    await expect(dialog.getByRole('button', { name: 'Cancel this bet' })).toHaveCount(0);
    expect(cancelled).toBe(true);
  });
});
