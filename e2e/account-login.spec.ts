import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible, test, watchErrors } from './harness';

// Lazy screens, sealed logins and scrypt in the sandbox take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

test.describe('login', () => {
  // Logins seal their payload and the sandbox hashes passwords with scrypt: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('logs in with username and password, stores the session and goes home', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
    await expect(field(page, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'current-password');
    await field(page, 'Username').fill('player01');
    await field(page, 'Password').fill('Player123');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(session ?? '{}')).toMatchObject({ userName: 'player01' });
    const local = await page.evaluate(() => JSON.stringify(localStorage));
    expect(local).not.toContain('Player123');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  test('shows the rule message under each empty field and keeps what was typed', async ({ page }) => {
    await page.goto('/m/login');
    await field(page, 'Username').fill('player01');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(field(page, 'Password')).toHaveAccessibleDescription(/Password format is incorrect/);
    await expect(field(page, 'Password')).toBeFocused();
    await expect(field(page, 'Username')).toHaveValue('player01');
    await field(page, 'Username').clear();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/Account format is incorrect/);
    await expectAccessible(page);
  });

  test('the clear button empties a field', async ({ page }) => {
    await page.goto('/m/login');
    await field(page, 'Username').fill('someone');
    await page.getByRole('button', { name: 'Clear Username' }).click();
    await expect(field(page, 'Username')).toHaveValue('');
  });

  test('asks for a captcha only after failures that ask for it, with a new picture each time', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await field(page, 'Username').fill('nobody1');
    await field(page, 'Password').fill('Wrong12345');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }),
      ).toBeVisible();
      await expect(field(page, 'Captcha')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Login' }).click();
    const picture = page.getByRole('img', { name: 'Verification code picture' });
    await expect(picture).toBeVisible();
    const first = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(field(page, 'Captcha')).toHaveAccessibleDescription(/Please enter the code/);
    await field(page, 'Captcha').fill('99x');
    await expect(field(page, 'Captcha')).toHaveValue('99');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(picture).not.toHaveAttribute('src', first ?? '');
    await expect(field(page, 'Username')).toHaveValue('nobody1');
    await expectAccessible(page);
  });

  test('remembers the credentials only when asked', async ({ page }) => {
    await page.goto('/m/login');
    await field(page, 'Username').fill('member40');
    await field(page, 'Password').fill('Player123');
    await page.getByText('Remember me').click();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await expect(field(page, 'Username')).toHaveValue('member40');
    await expect(field(page, 'Password')).toHaveValue('Player123');
    const local = await page.evaluate(() => JSON.stringify(localStorage));
    expect(local).not.toContain('Player123');
  });

  test('has the link bar and test play goes home as a trial member', async ({ page }) => {
    await page.goto('/m/login');
    const links = page.getByRole('navigation', { name: 'Login' });
    await expect(links.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    await expect(links.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    await expect(links.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Back home' })).toBeVisible();
    await page.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  });

  test('logs in by mobile number and SMS code when the flag is on', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'MOBILEVERCODELOGIN3', enabled: true } });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const code = field(page, 'Verification code');
    await expect(code).toBeDisabled();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(/mobile/i);
    await field(page, 'Mobile number').fill('9171234567');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await expect(code).toBeEnabled();
    const sms = (await (await request.get('/__sandbox/sms?mobile=9171234567')).json()) as {
      value?: { code?: string };
    };
    await code.fill(sms.value?.code ?? '');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  });
});
