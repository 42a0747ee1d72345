import type { Page } from '@playwright/test';
import { birthdayYearsAgo, expect, field, fillUsernameForm, registerButton } from './register-fixtures';
import { expectAccessible, signIn, test, withoutHomePopups } from './harness';
import { serveRuntimeConfig } from './config-fixtures';

// Responsible gaming (issue 17): the age gate at registration, the reality check with the session timer, and
// the responsible gaming page, each as the merchant's runtime config sets it.

/** Serves the real runtime config with the merchant's responsible-gaming settings changed. */
async function withResponsibleGaming(page: Page, settings: Record<string, unknown>) {
  await serveRuntimeConfig(page, (config) =>
    JSON.stringify({
      ...config,
      responsibleGaming: { ...(config.responsibleGaming as Record<string, unknown>), ...settings },
    }),
  );
}

/** Home as a member, without pop-ups or the download bar, once the header shows the balance. */
async function openHomeAsMember(page: Page) {
  await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
  await withoutHomePopups(page);
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByText(/₱[\d,]+\.\d\d/)).toBeVisible();
}

const birthday = (page: Page) => field(page, 'Date of birth');

test.describe('age gate', () => {
  // Registrations seal their payload and the sandbox hashes passwords with scrypt: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a 21+ merchant refuses a 19-year-old, keeping what was typed, and registers a 22-year-old', async ({
    page,
  }) => {
    await withResponsibleGaming(page, { minimumAge: 21 });
    await page.goto('/m/register');
    await expect(birthday(page)).toHaveAttribute('type', 'date');
    await expect(birthday(page)).toHaveAccessibleDescription('You must be 21 or older to register.');
    await fillUsernameForm(page, 'adult21', birthdayYearsAgo(19));
    await registerButton(page).click();
    await expect(birthday(page)).toBeFocused();
    await expect(birthday(page)).toHaveAccessibleDescription(
      /Sorry, you must be at least 21 years old to register\./,
    );
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(field(page, 'Username')).toHaveValue('adult21');
    await expect(birthday(page)).toHaveValue(birthdayYearsAgo(19));
    await expectAccessible(page);

    await birthday(page).fill(birthdayYearsAgo(22));
    await expect(birthday(page)).not.toHaveAttribute('aria-invalid', 'true');
    await registerButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  });

  test('asks for 18 by default: a 17-year-old is refused, a 19-year-old registers', async ({ page }) => {
    await page.goto('/m/register');
    await expect(birthday(page)).toHaveAccessibleDescription('You must be 18 or older to register.');
    await fillUsernameForm(page, 'adult18', birthdayYearsAgo(17));
    await registerButton(page).click();
    await expect(birthday(page)).toHaveAccessibleDescription(
      /Sorry, you must be at least 18 years old to register\./,
    );
    await birthday(page).fill(birthdayYearsAgo(19));
    await registerButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  });

  test('says so in the player language, and asks for no birthday where the merchant turned the gate off', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ES'));
    await page.goto('/m/register');
    const input = page.locator('input[name="birthday"]');
    await input.fill(birthdayYearsAgo(16));
    await page.locator('form button[type="submit"]').click();
    await expect(input).toHaveAccessibleDescription(
      /Lo sentimos, debes tener al menos 18 años para registrarte\./,
    );

    await withResponsibleGaming(page, { enabled: false });
    await page.reload();
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(input).toHaveCount(0);
  });
});

test.describe('reality check', () => {
  // An hour or two of mocked time, an axe run over the dialog: long on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('after 60 minutes shows the session time and the net result; Continue waits another hour, Log out ends the session', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signIn(page, 'player01');
    await openHomeAsMember(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByText('Session time: 0 h 0 min')).toBeVisible();
    await header.getByRole('button', { name: 'Account menu' }).click();

    // The member loses 120.50 while playing (a bet settled on the server, not a deposit or a withdrawal).
    const before = (await (
      await request.post('/__sandbox/member', { data: { username: 'player01' } })
    ).json()) as {
      value: { balance: number };
    };
    await request.post('/__sandbox/member', {
      data: { username: 'player01', balance: before.value.balance - 120.5 },
    });

    await page.clock.fastForward('58:00');
    const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have been logged in for 1 h 0 min.');
    await expect(dialog.getByRole('definition')).toHaveText('-₱120.50');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveCount(0);
    await header.getByRole('button', { name: 'Account menu' }).click();
    // Real time runs on under the mocked clock while the test works: a minute or so may have passed.
    await expect(header.getByText(/^Session time: 1 h \d+ min$/)).toBeVisible();
    await page.clock.fastForward('30:00');
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('30:00');
    await expect(dialog).toContainText(/You have been logged in for 2 h \d+ min\./);

    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('a merchant with the interval at 0 never interrupts', async ({ page }) => {
    await withResponsibleGaming(page, { realityCheckMinutes: 0 });
    await page.clock.install();
    await signIn(page, 'player01');
    await openHomeAsMember(page);
    await page.clock.fastForward('03:00:00');
    await expect(page.getByRole('banner').getByText('player01')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('responsible gaming page', () => {
  test('opens from the side menu with the merchant help links, advice and self-exclusion through service', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
    await withoutHomePopups(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
    await expect(page.getByText('Only players aged 18 or over may play.')).toBeVisible();
    await expect(page.getByText('Every 60 minutes a reality check shows')).toBeVisible();
    const help = page.getByRole('region', { name: 'Where to find help' });
    await expect(help.getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute(
      'href',
      'https://www.gamblingtherapy.org/',
    );
    await expect(help.getByRole('link', { name: 'Gamblers Anonymous' })).toHaveAttribute('target', '_blank');
    const exclusion = page.getByRole('region', { name: 'Take a break or exclude yourself' });
    await expect(exclusion.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/m/service',
    );
    await expectAccessible(page);
  });

  test('opens from the member centre; a help link to a page of ours stays in the app', async ({ page }) => {
    await withResponsibleGaming(page, {
      minimumAge: 21,
      helpLinks: [
        { title: 'Help line', url: 'https://help.example/line' },
        { title: 'Our help centre', url: '/m/help' },
      ],
    });
    await signIn(page, 'player01');
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByText('Only players aged 21 or over may play.')).toBeVisible();
    await page.getByRole('link', { name: 'Our help centre' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});
