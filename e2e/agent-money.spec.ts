import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './harness';
import { fetchThrough } from './route-fetch';

const TRANSFER = '**/wps/relay/ACSFE_transferDownline*';

async function fillTransfer(page: Page) {
  await signIn(page, 'agent01');
  await page.goto('/m/agent/transfer');
  await page.getByRole('combobox', { name: 'Downline' }).selectOption('down02');
  await page.getByRole('textbox', { name: 'Amount' }).fill('150.50');
  await page.getByLabel('Payment password').fill('123456');
}

const send = (page: Page) => page.getByRole('button', { name: 'Transfer', exact: true }).click();

test.describe('downline transfer keys', () => {
  test('a 500 before the server took it keeps the input; the next tap moves the money once', async ({
    page,
  }) => {
    await fillTransfer(page);
    const keys: string[] = [];
    await page.route(TRANSFER, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.fulfill({ status: 500, body: 'Internal Server Error' });
      else await route.fallback();
    });
    await send(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'did not reach us, so nothing was charged' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.50');
    await expectAccessible(page);
    await send(page);
    await expect(page.getByText('Transfer done. Your balance: ₱24,849.50')).toBeVisible();
    // The same input keeps its key, so the server can tell the second tap is the same transfer.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a lost answer is looked up: it went through, and tapping again never debits twice', async ({
    page,
  }) => {
    await fillTransfer(page);
    let sends = 0;
    await page.route(TRANSFER, async (route) => {
      sends += 1;
      // The server did the transfer, but the answer is lost on the way (a proxy's timeout).
      const response = await fetchThrough(route);
      if (sends === 1) await route.fulfill({ status: 504, body: 'Gateway Timeout' });
      else await route.fulfill({ response });
    });
    await send(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your request went through: order' }),
    ).toBeVisible();
    expect(sends).toBe(1);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.50');
    await send(page);
    // The repeated key gets the first answer: the balance went down by 150.50 once, not twice.
    await expect(page.getByText('Transfer done. Your balance: ₱24,849.50')).toBeVisible();
    expect(sends).toBe(2);
  });

  test('offline: nothing is charged, nothing is resent by itself, and the input stays', async ({ page }) => {
    await fillTransfer(page);
    let sends = 0;
    await page.route(TRANSFER, async (route) => {
      sends += 1;
      await route.abort('internetdisconnected');
    });
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.50');
    await page.waitForTimeout(1500);
    expect(sends).toBe(1);
    await page.unroute(TRANSFER);
    await send(page);
    await expect(page.getByText('Transfer done. Your balance: ₱24,849.50')).toBeVisible();
  });
});

test.describe('red envelope rain', () => {
  test('an agent opens one envelope, sees the amount and a grown balance; a second visit shows it opened', async ({
    page,
  }) => {
    await signIn(page, 'agent01');
    const grabs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ACSFE_grabRedRain')) grabs.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.goto('/m/redRain');
    await expect(page.getByText('Live now')).toBeVisible();
    await expect(page.getByText('Coming up')).toBeVisible();
    await expect(page.getByText(/^Opens at \d{2}\/\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open envelope' }).click();
    const got = page.getByRole('status').filter({ hasText: 'You got' });
    await expect(got).toHaveText(/^You got ₱[\d,]+\.\d{2}!$/);
    const amount = Number(/₱([\d,]+\.\d{2})/.exec((await got.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(amount).toBeGreaterThanOrEqual(1.88);
    expect(amount).toBeLessThanOrEqual(88.88);
    await expect(page.getByRole('button', { name: 'Open envelope' })).toHaveCount(0);
    expect(grabs).toHaveLength(1);
    expect(grabs[0]).toMatch(/^[\w-]{16,}$/);
    await expectAccessible(page);

    await page.goto('/m/agent');
    const balance = (25_000 + amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByTestId('agent-balance')).toHaveText(`₱${balance}`);

    await page.goto('/m/redRain');
    await expect(page.getByTestId('red-rain-grabbed')).toHaveText(
      `Already opened: you got ₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(page.getByRole('button', { name: 'Open envelope' })).toHaveCount(0);
    expect(grabs).toHaveLength(1);
  });
});
