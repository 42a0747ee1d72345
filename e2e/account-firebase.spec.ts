import { test } from './harness';
import { expect, field, registerButton, sessionUser, solveCaptcha } from './register-fixtures';
import {
  FIREBASE_BASE_URL,
  emulatorSmsCode,
  offlineFirebasePopups,
  signUpInPopup,
} from './firebase-fixtures';

// Firebase sign-in end to end, against the Firebase Auth emulator and a gateway whose merchant has Firebase on
// (playwright.config.ts starts both): Google and Facebook through the emulator's sign-in page, and login and
// registration by a Firebase SMS code. The sandbox checks every id token with the emulator's project before it opens a session.

test.use({ baseURL: FIREBASE_BASE_URL });

test.describe('firebase sign-in', () => {
  // Two origins, a popup and the emulator per test: generous for a busy machine (the default is 60 s).
  test.describe.configure({ timeout: 180_000 });

  test('signs up with Google in the sign-in popup, then signs in again as the same member', async ({
    page,
    context,
    request,
  }) => {
    await offlineFirebasePopups(context);
    await request.post('/__sandbox/whitelabel', { data: { flag: 'GOOGLELOGIN3', enabled: true } });
    await page.goto('/m/login');
    // Facebook's flag is off: only Google is offered.
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);

    await signUpInPopup(page, 'Google', { email: 'ana.reyes@example.com', name: 'Ana Reyes' });

    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    const member = await sessionUser(page);
    expect(member).toMatch(/^fb[a-z0-9]+$/);
    await expect(page.getByRole('banner').getByText(member ?? '')).toBeVisible();

    // Signed out, the same Google account (now listed on the emulator's page) signs in to the same member.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('MC_SESSION_INFO');
    });
    await page.goto('/m/login');
    const again = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Google' }).click();
    await (await again).getByText('ana.reyes@example.com').click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    expect(await sessionUser(page)).toBe(member);
  });

  test('signs up with Facebook in the sign-in popup when its flag is on', async ({
    page,
    context,
    request,
  }) => {
    await offlineFirebasePopups(context);
    await request.post('/__sandbox/whitelabel', { data: { flag: 'FACEBOOKLOGIN3', enabled: true } });
    await page.goto('/m/login');

    await signUpInPopup(page, 'Facebook', { email: 'carla.diaz@example.com', name: 'Carla Diaz' });

    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    const member = await sessionUser(page);
    expect(member).toMatch(/^fb[a-z0-9]+$/);
    await expect(page.getByRole('banner').getByText(member ?? '')).toBeVisible();
  });

  test('logs in by mobile number with the code Firebase sent', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'MOBILEVERCODELOGIN3', enabled: true } });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    // player01's number, proven by SMS when the account was made.
    await field(page, 'Mobile number').fill('9171234567');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await field(page, 'Verification code').fill(await emulatorSmsCode('+639171234567'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    expect(await sessionUser(page)).toBe('player01');
  });

  test('registers by mobile number with the code Firebase sent, and refuses a wrong one', async ({
    page,
  }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await field(page, 'Mobile number').fill('9175550101');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    // The firebase path's countdown is one minute.
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(countdown).toBeDisabled();
    expect(Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0])).toBeLessThanOrEqual(60);

    const code = await emulatorSmsCode('+639175550101');
    await field(page, 'Verification code').fill(code === '000000' ? '111111' : '000000');
    await field(page, 'Password').fill('Secret123');
    await field(page, 'Confirm password').fill('Secret123');
    await field(page, 'Real name').fill('Ben Cruz');
    await field(page, 'Date of birth').fill('1994-03-12');
    // The captcha is on for this merchant, on the mobile tab too.
    await solveCaptcha(page);
    await registerButton(page).click();
    await expect(field(page, 'Verification code')).toHaveAccessibleDescription(/Verification code error/);
    await expect(page).toHaveURL(/\/m\/register$/);

    await field(page, 'Verification code').fill(code);
    // Firebase refused the wrong code before any registration was sent: the same picture still stands.
    await solveCaptcha(page);
    await registerButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    expect(await sessionUser(page)).toBe('m9175550101');
  });
});
