import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { withRuntimeConfig } from './config-fixtures';
import { expectAccessible, test, withoutHomePopups } from './harness';

// Lazy screens, sealed logins and scrypt in the sandbox take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const MOBILE = '9171234567'; // player01

/** A merchant's Firebase web app, as its runtime config names it (the buttons need it; nothing is signed in here). */
const FIREBASE_WEB_APP = {
  apiKey: 'demo-api-key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  appId: '1:0:web:0',
};

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm', exact: true });

async function smsCode(request: APIRequestContext): Promise<string> {
  const sms = (await (await request.get(`/__sandbox/sms?mobile=${MOBILE}`)).json()) as {
    value?: { code?: string };
  };
  return sms.value?.code ?? '';
}

/** Opens the phone form, types player01's number and asks for a code; answers the code the sandbox sent. */
async function requestCode(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/m/forget');
  await field(page, 'Mobile number').fill(MOBILE);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(field(page, 'Verification code')).toBeEnabled();
  return smsCode(request);
}

test.describe('forgot password by phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('phone is the default and the player can switch to e-mail and back', async ({ page }) => {
    await page.goto('/m/forget');
    await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(field(page, 'Mobile number')).toBeVisible();
    await expect(field(page, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await expect(field(page, 'Username')).toBeVisible();
    await expect(field(page, 'Mobile number')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(field(page, 'Mobile number')).toBeVisible();
  });

  test('without phone verification only the e-mail form shows', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'MOBILEVERCODELOGIN3', enabled: false } });
    await page.goto('/m/forget');
    await expect(field(page, 'Username')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(field(page, 'Mobile number')).toHaveCount(0);
  });

  test('checks every field again on each change and submits nothing while one is wrong', async ({ page }) => {
    let submitted = 0;
    page.on('request', (r) => {
      if (r.url().includes('resetPasswordByPhone')) submitted += 1;
    });
    await page.goto('/m/forget');
    const mobile = field(page, 'Mobile number');
    const code = field(page, 'Verification code');
    const password = field(page, 'New password');
    await expect(code).toBeDisabled();
    await confirm(page).click();
    await expect(mobile).toHaveAccessibleDescription(/The mobile number needs at least 10 digits/);
    await expect(code).toHaveAccessibleDescription(/Enter the verification code/);
    await expect(password).toHaveAccessibleDescription(/Password format is incorrect/);
    await expect(mobile).toBeFocused();
    await mobile.fill('81712');
    await expect(mobile).toHaveAccessibleDescription(/The mobile number needs at least 10 digits/);
    await mobile.fill('8171234567');
    await expect(mobile).toHaveAccessibleDescription(/The mobile num is not valid/);
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(code).toBeDisabled();
    await mobile.fill(MOBILE);
    await expect(mobile).not.toHaveAccessibleDescription(/./);
    await password.fill('short');
    await expect(password).toHaveAccessibleDescription(/Password format is incorrect/);
    await password.fill('lettersonly');
    await expect(password).toHaveAccessibleDescription(/Password format is incorrect/);
    await password.fill('Fresh1234');
    await expect(password).not.toHaveAccessibleDescription(/./);
    await confirm(page).click();
    await expect(code).toHaveAccessibleDescription(/Enter the verification code/);
    await expectAccessible(page);
    expect(submitted).toBe(0);
  });

  test('sends a code with progress toasts and counts down from the validity of the code', async ({
    page,
    request,
  }) => {
    await page.goto('/m/forget');
    await field(page, 'Mobile number').fill(MOBILE);
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verification code sent' })).toBeVisible();
    // The sandbox's codes last 5 minutes: 300 s, ticking every second.
    const countdown = page.getByRole('button', { name: /Resend in/ });
    await expect(countdown).toHaveText(/Resend in (300|299|298) s/);
    await expect(countdown).toBeDisabled();
    await expect(countdown).toHaveText(/Resend in 29[0-7] s/);
    await expect(field(page, 'Verification code')).toBeEnabled();
    expect(await smsCode(request)).toMatch(/^\d{6}$/);
    await expectAccessible(page);
  });

  test('sets the new password and logs in with the mobile number onto home', async ({ page, request }) => {
    await withoutHomePopups(page);
    const code = await requestCode(page, request);
    await field(page, 'Verification code').fill(code);
    await field(page, 'New password').fill('Fresh1234');
    await confirm(page).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(session ?? '{}')).toMatchObject({ userName: 'player01', type: 0 });
  });

  test('the same password again clears only the password; another failure clears only the code', async ({
    page,
    request,
  }) => {
    const code = await requestCode(page, request);
    await field(page, 'Verification code').fill(code);
    await field(page, 'New password').fill('Player123');
    await confirm(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The new password and the old password cannot be the same' }),
    ).toBeVisible();
    await expect(field(page, 'New password')).toHaveValue('');
    await expect(field(page, 'Verification code')).toHaveValue(code);
    await field(page, 'New password').fill('Fresh1234');
    const wrong = code === '999999' ? '999998' : '999999';
    await field(page, 'Verification code').fill(wrong);
    await confirm(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
    await expect(field(page, 'Verification code')).toHaveValue('');
    await expect(field(page, 'New password')).toHaveValue('Fresh1234');
  });
});

test.describe('social login', () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows each provider only with the merchant's Firebase web app and its flag", async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'GOOGLELOGIN3', enabled: true } });
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Flags alone offer nothing: without the merchant's Firebase web app there is nothing to sign in with.
    await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);

    await withRuntimeConfig(page, { firebaseEnabled: true, firebase: FIREBASE_WEB_APP });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
    await request.post('/__sandbox/whitelabel', { data: { flag: 'FACEBOOKLOGIN3', enabled: true } });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
    await expectAccessible(page);
  });
});
