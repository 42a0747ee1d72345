import { expectAccessible, test, watchErrors } from './harness';
import {
  expect,
  field,
  fillUsernameForm,
  lastSms,
  registerButton,
  sessionUser,
  solveCaptcha,
} from './register-fixtures';
import { withRuntimeConfig } from './config-fixtures';

// Registering end to end: by username and by mobile number with the SMS code and its countdown, invitation
// codes, refusals and failures, social sign-up. The fields and their rules are in
// account-register-fields.spec.ts.

test.describe('registration', () => {
  // Registrations seal their payload and the sandbox hashes passwords with scrypt: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('registers by username, says so, stores the session like a login and goes home', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/m/login');
    await expect(page.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/m/useragreement',
    );
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(field(page, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await fillUsernameForm(page, 'newmember1');
    await expectAccessible(page);
    await registerButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    expect(await sessionUser(page)).toBe('newmember1');
    await expect(page.getByRole('banner').getByText('newmember1')).toBeVisible();
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  test('a taken username is refused with the spec message', async ({ page }) => {
    await page.goto('/m/register');
    await fillUsernameForm(page, 'player01');
    await registerButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sorry, the username already exists.' }),
    ).toBeVisible();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/Sorry, the username already exists\./);
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('registers by mobile number with an SMS code and its countdown', async ({ page, request }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(field(page, 'Username')).toHaveCount(0);
    // The captcha is on for the demo merchant: the mobile tab asks for it too.
    await expect(field(page, 'Captcha')).toBeVisible();
    const code = field(page, 'Verification code');
    await expect(code).toBeDisabled();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(/The mobile num is not valid/);
    await expect(field(page, 'Mobile number')).toBeFocused();
    await expect(code).toBeDisabled();

    await field(page, 'Mobile number').fill('9171112222');
    // The "sent" toast lasts a second or so: every status shown is recorded, so a busy machine cannot miss it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenStatuses: seen });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          if (status.textContent && !seen.includes(status.textContent)) seen.push(status.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses.join('|')),
      )
      .toContain('Verification code sent');
    // The sandbox's codes live 5 minutes: the countdown starts at 300 s and ticks down.
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(countdown).toBeDisabled();
    const startedAt = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    expect(startedAt).toBeGreaterThan(295);
    expect(startedAt).toBeLessThanOrEqual(300);
    await expect(countdown).not.toHaveText(`Resend in ${startedAt} s`);
    await expect(code).toBeEnabled();

    await code.fill(await lastSms(request, '9171112222'));
    await field(page, 'Password').fill('Secret123');
    await field(page, 'Confirm password').fill('Secret123');
    await field(page, 'Real name').fill('Maria Santos');
    await field(page, 'Date of birth').fill('1995-06-30');
    await solveCaptcha(page);
    await expectAccessible(page);
    await registerButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    expect(await sessionUser(page)).toBe('m9171112222');
  });

  test('the SMS countdown is cleared when the screen is left', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await field(page, 'Mobile number').fill('9173334444');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Log in now' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(page.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
    await expect(field(page, 'Verification code')).toBeDisabled();
  });

  test("an invitation code in the URL attaches the new member to agent01's team", async ({
    page,
    request,
  }) => {
    await page.goto('/register.html?code=AGENT01');
    await expect(page).toHaveURL(/\/m\/register\?code=AGENT01$/);
    await expect(page.getByText('Invitation code: AGENT01')).toBeVisible();
    await expect(field(page, 'Invitation code')).toHaveCount(0);
    await fillUsernameForm(page, 'invited1');
    await registerButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });

    const agent = (await (
      await request.post('/__sandbox/session', { data: { username: 'agent01' } })
    ).json()) as {
      value: { token: string };
    };
    const answer = await request.get('/wps/relay/ACSFE_getDownline?username=invited1', {
      headers: { Merchant: 'demo', Authorization: agent.value.token },
    });
    expect(((await answer.json()) as { value?: { account?: string } }).value?.account).toBe('invited1');
  });

  test('a wrong invitation code shows the input, and a wrong typed code is refused before registering', async ({
    page,
  }) => {
    await page.goto('/m/register?affiliateCode=NOSUCH1');
    await expect(field(page, 'Invitation code')).toBeVisible();
    await fillUsernameForm(page, 'invited2');
    await field(page, 'Invitation code').fill('WRONG123');
    await registerButton(page).click();
    await expect(field(page, 'Invitation code')).toHaveAccessibleDescription(/Invalid invitation code/);
    await expect(field(page, 'Invitation code')).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register/);
  });

  test('a failed request shows a message and leaves the form as it was', async ({ page }) => {
    await page.route('**/wps/member/register', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/register');
    await fillUsernameForm(page, 'offline1');
    await registerButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No Internet' })).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue('offline1');
    await expect(registerButton(page)).toBeEnabled();
    expect(await sessionUser(page)).toBeUndefined();
  });

  test('offers social sign-up only with the firebase web app, the service switched on and the flag', async ({
    page,
    request,
  }) => {
    const firebase = {
      apiKey: 'demo-api-key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:0:web:0',
    };
    const firebaseRequests: string[] = [];
    page.on('request', (sent) => {
      if (/firebase-auth|googleapis|apis\.google/.test(sent.url())) firebaseRequests.push(sent.url());
    });
    await request.post('/__sandbox/whitelabel', { data: { flag: 'FACEBOOKLOGIN3', enabled: true } });
    await page.goto('/m/register');
    await expect(field(page, 'Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);

    // Switched on without the merchant's Firebase web app, there is nothing to sign in with.
    await withRuntimeConfig(page, { firebaseEnabled: true });
    await page.reload();
    await expect(field(page, 'Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
    // A visitor of a merchant without Firebase fetched none of its code.
    expect(firebaseRequests).toEqual([]);

    await withRuntimeConfig(page, { firebaseEnabled: true, firebase });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  });
});
