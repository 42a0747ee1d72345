import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, test, watchErrors } from './support';

// Lazy screens, sealed registrations and scrypt in the sandbox take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));
const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

/** Reads the sum off the captcha picture (an SVG of "a + b = ?") and types the answer. */
async function solveCaptcha(page: Page): Promise<void> {
  const picture = page.getByRole('img', { name: 'Verification code picture' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const [, a, b] = /(\d+) \+ (\d+) = \?/.exec(svg) ?? [];
  await field(page, 'Captcha').fill(String(Number(a) + Number(b)));
}

/** Fills a valid username registration of the demo merchant's config (payee name is required there). */
async function fillUsernameForm(page: Page, username: string): Promise<void> {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('Secret123');
  await field(page, 'Confirm password').fill('Secret123');
  await field(page, 'Real name').fill('Juan Cruz');
  await solveCaptcha(page);
}

async function sessionUser(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  return (JSON.parse(raw ?? '{}') as { userName?: string }).userName;
}

async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  const answer = (await (await request.get(`/__sandbox/sms?mobile=${mobile}`)).json()) as {
    value?: { code?: string };
  };
  return answer.value?.code ?? '';
}

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

  test('registers by mobile number with an SMS code and its countdown', async ({ page, request }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(field(page, 'Username')).toHaveCount(0);
    await expect(field(page, 'Captcha')).toHaveCount(0);
    const code = field(page, 'Verification code');
    await expect(code).toBeDisabled();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(/The mobile num is not valid/);
    await expect(field(page, 'Mobile number')).toBeFocused();
    await expect(code).toBeDisabled();

    await field(page, 'Mobile number').fill('9171112222');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verification code sent' })).toBeVisible();
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

  test('offers social sign-up only with the firebase service and the flag, and says it is unavailable', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/whitelabel', { data: { flag: 'FACEBOOKLOGIN3', enabled: true } });
    await page.goto('/m/register');
    await expect(field(page, 'Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);

    await page.route('**/m/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), firebaseEnabled: true } });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Facebook' }).click();
    await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Sign-up with Facebook is not available at the moment.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register$/);
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
