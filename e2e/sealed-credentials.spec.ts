import { expect as baseExpect, type Page, type Request } from '@playwright/test';
import { test } from './harness';

// Sealed calls, scrypt and lazy screens take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

/** The secrets this test types; none may cross the wire in the clear. */
const LOGIN_PASSWORD = 'Player123';
const NEW_PASSWORD = 'Newpass456';
const PAYMENT_PASSWORD = '246810';

/** The calls that carry one of them, by the end of their wire path. */
const CREDENTIAL_CALLS = [
  'session/login',
  'SCSFE_setPaymentPassword',
  'SCSFE_addBankCard',
  'PCSFE_withdraw',
  'member/passWordChangeV2',
];

test.describe('credentials on the wire', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a captured login sent again is refused; login, payment password, bank card, withdrawal and password change send no password in the clear', async ({
    page,
  }) => {
    await page.request.post('/__sandbox/member', {
      data: { username: 'player02', balance: 500, clearPaymentPassword: true },
    });
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/')) sent.push(request);
    });

    await page.goto('/m/login');
    await field(page, 'Username').fill('player02');
    await field(page, 'Password').fill(LOGIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });

    // Someone who captured the login sends it again, headers and all: refused, and no session for them.
    const login = sent.find((request) => request.url().endsWith('/session/login')) as Request;
    const captured = await login.allHeaders();
    const headers = Object.fromEntries(
      Object.entries(captured).filter(([name]) =>
        /^(merchant|language|device|encryption|x-rsa|x-digest|content-type)$/.test(name),
      ),
    );
    const replay = await page.request.post(login.url(), { headers, data: login.postData() ?? '' });
    expect(await replay.json()).toMatchObject({ success: false, errorCode: 'encryption.replayed' });
    expect(replay.status()).toBe(400);

    await page.goto('/m/securityCenter?section=bankCards');
    const passwordForm = page.getByRole('form', { name: 'Set payment password' });
    await passwordForm.getByLabel(/^New payment password/).fill(PAYMENT_PASSWORD);
    await passwordForm.getByLabel(/^Confirm payment password/).fill(PAYMENT_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Change payment password' })).toBeVisible();
    const cardForm = page.getByRole('form', { name: 'Add bank card' });
    await cardForm.getByRole('combobox', { name: /Bank/ }).selectOption({ label: 'Metrobank' });
    await cardForm.getByLabel(/^Account number/).fill('0099887766');
    await cardForm.getByLabel(/^Account name/).fill('Ana Reyes');
    await cardForm.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await cardForm.getByRole('button', { name: 'Add bank card' }).click();
    await expect(page.getByRole('list', { name: 'Bank cards' })).toContainText('Metrobank');

    await page.goto('/m/withdraw');
    await field(page, 'Amount').fill('150');
    await field(page, 'Withdrawal password').fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New balance: ₱350.00' })).toBeVisible();

    await page.goto('/m/changePsw');
    await field(page, 'Old password').fill(LOGIN_PASSWORD);
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Change saved' })).toBeVisible();

    // Each credential call went out once, sealed: a `{ value }` body and the scheme header.
    const credentialRequests = CREDENTIAL_CALLS.map((call) => {
      const found = sent.filter((request) => new URL(request.url()).pathname.endsWith(call));
      expect(found, call).toHaveLength(1);
      return found[0] as Request;
    });
    for (const request of credentialRequests) {
      expect(Object.keys(request.postDataJSON() as object)).toEqual(['value']);
      expect((await request.allHeaders()).encryption).toMatch(/^RSA-OAEP-256\+A256GCM; kid=/);
    }
    // No request of the whole visit carries a password, in its URL or its body.
    for (const request of sent)
      for (const secret of [LOGIN_PASSWORD, NEW_PASSWORD, PAYMENT_PASSWORD])
        expect(`${request.url()} ${request.postData() ?? ''}`).not.toContain(secret);
  });
});
