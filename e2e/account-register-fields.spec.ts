import { expectAccessible, test } from './harness';
import { expect, field, fillUsernameForm, registerButton } from './register-fixtures';

// The registration form's fields: which show for which flags, their rules and messages, the captcha, the terms
// and the right-to-left layout. The flows (registering, SMS code, invitation, failures) are in
// account-register-flows.spec.ts.

test.describe('registration', () => {
  // Registrations seal their payload and the sandbox hashes passwords with scrypt: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("shows each field's rule message, focuses the first invalid field and keeps what was typed", async ({
    page,
  }) => {
    await page.goto('/m/register');
    await field(page, 'E-mail').fill('someone@example.com');
    await registerButton(page).click();
    await expect(field(page, 'Username')).toBeFocused();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/Account format is incorrect/);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(/Password format is incorrect/);
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(/Please confirm your password/);
    // Optional fields pass empty.
    await expect(field(page, 'Real name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Captcha')).toHaveAccessibleDescription(/Please enter the code/);
    await expect(field(page, 'E-mail')).toHaveValue('someone@example.com');
    await expectAccessible(page);

    // After the first submit every change is checked at once.
    const cases: [string, string, RegExp][] = [
      ['Username', 'Ab', /Account format is incorrect/],
      ['Username', '1player', /Account format is incorrect/],
      ['Password', 'short1', /Password format is incorrect/],
      ['Password', 'onlyletters', /Password format is incorrect/],
      ['Mobile number', '12345', /The mobile num is not valid/],
      ['E-mail', 'someone@', /E-mail format is incorrect/],
      ['Real name', '12 34', /Name format is not valid/],
      ['Invitation code', 'a!', /Invalid invitation code/],
    ];
    for (const [name, value, message] of cases) {
      await field(page, name).fill(value);
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
    await field(page, 'Password').fill('Secret123');
    await field(page, 'Confirm password').fill('Secret124');
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
      /Confirmation password not matched/,
    );
    await field(page, 'Confirm password').fill('Secret123');
    await expect(field(page, 'Confirm password')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Username').fill('goodname1');
    await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid', 'true');
    await registerButton(page).click();
    await expect(field(page, 'Mobile number')).toBeFocused();
    await expect(field(page, 'Username')).toHaveValue('goodname1');
  });

  test('the captcha takes digits only, refreshes its picture and asks again after a wrong answer', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const picture = page.getByRole('img', { name: 'Verification code picture' });
    await expect(picture).toBeVisible();
    const first = (await picture.getAttribute('src')) ?? '';
    await page.getByRole('button', { name: 'Show another picture' }).click();
    await expect(picture).not.toHaveAttribute('src', first);
    await field(page, 'Captcha').fill('1a2b3');
    await expect(field(page, 'Captcha')).toHaveValue('123');
    await field(page, 'Captcha').fill('1234567');
    await expect(field(page, 'Captcha')).toHaveValue('123456');

    await fillUsernameForm(page, 'captcha1');
    const answer = await field(page, 'Captcha').inputValue();
    const shown = (await picture.getAttribute('src')) ?? '';
    await field(page, 'Captcha').fill(String(Number(answer) + 1));
    await registerButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The verification code is incorrect' }),
    ).toBeVisible();
    await expect(picture).not.toHaveAttribute('src', shown);
    await expect(field(page, 'Captcha')).toHaveValue('');
    await expect(field(page, 'Username')).toHaveValue('captcha1');
  });

  test('unticking the terms disables the register button', async ({ page }) => {
    await page.goto('/m/register');
    const terms = page.getByRole('checkbox', { name: /agree to the/ });
    await expect(terms).toBeChecked();
    await expect(registerButton(page)).toBeEnabled();
    await terms.uncheck();
    await expect(registerButton(page)).toBeDisabled();
    await terms.check();
    await expect(registerButton(page)).toBeEnabled();
  });

  test('with only mobile registration on, the mobile form is the default and has no tabs', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'USERNAMEREG3', enabled: false } });
    await page.goto('/m/register');
    await expect(field(page, 'Mobile number')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(field(page, 'Username')).toHaveCount(0);
    await expect(field(page, 'Verification code')).toBeVisible();
    await expectAccessible(page);
  });

  test('with both registration methods off, the screen says registration is not available', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'USERNAMEREG3', enabled: false } });
    await request.post('/__sandbox/whitelabel', { data: { flag: 'MOBILENUMREG3', enabled: false } });
    await page.goto('/m/register');
    await expect(page.getByText('Registration is not available at the moment.')).toBeVisible();
    await expect(registerButton(page)).toHaveCount(0);
  });

  test('mobile registration without MOBILENUMPASSREG3 asks no password', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'MOBILENUMPASSREG3', enabled: false } });
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(field(page, 'Mobile number')).toBeVisible();
    await expect(field(page, 'Password')).toHaveCount(0);
  });

  test('username registration asks for an SMS code with REGMOBVERF3', async ({ page, request }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'REGMOBVERF3', enabled: true } });
    await page.goto('/m/register');
    await expect(field(page, 'Username')).toBeVisible();
    await expect(field(page, 'Verification code')).toBeDisabled();
  });

  test('lays the form out right to left in Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.goto('/m/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'التسجيل', exact: true })).toBeVisible();
    const password = page.locator('input[name="password"]');
    const reveal = password.locator('xpath=..').getByRole('button').last();
    const input = await password.boundingBox();
    const button = await reveal.boundingBox();
    // The show-password button sits at the end of the line, which is the left in right-to-left.
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual((input?.x ?? 0) + 1);
    expect(await password.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expectAccessible(page);
  });
});
