import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the two registration specs (fields, flows).

/** Lazy screens, sealed registrations and scrypt in the sandbox take a while on a busy machine. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));
export const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

/** Reads the sum off the captcha picture (an SVG of "a + b = ?") and types the answer. */
export async function solveCaptcha(page: Page): Promise<void> {
  const picture = page.getByRole('img', { name: 'Verification code picture' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const [, a, b] = /(\d+) \+ (\d+) = \?/.exec(svg) ?? [];
  await field(page, 'Captcha').fill(String(Number(a) + Number(b)));
}

/** A date of birth as the date input takes it, `years` years and a day before today (local time). */
export function birthdayYearsAgo(years: number): string {
  const today = new Date();
  const day = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Fills a valid username registration of the demo merchant's config (payee name is required there, and the
 * default age gate asks for a date of birth).
 */
export async function fillUsernameForm(page: Page, username: string, birthday = '1990-01-15'): Promise<void> {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('Secret123');
  await field(page, 'Confirm password').fill('Secret123');
  await field(page, 'Real name').fill('Juan Cruz');
  await field(page, 'Date of birth').fill(birthday);
  await solveCaptcha(page);
}

/** The user name of the stored session, if any. */
export async function sessionUser(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  return (JSON.parse(raw ?? '{}') as { userName?: string }).userName;
}

/** The last SMS code the sandbox sent to a mobile number. */
export async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  const answer = (await (await request.get(`/__sandbox/sms?mobile=${mobile}`)).json()) as {
    value?: { code?: string };
  };
  return answer.value?.code ?? '';
}
