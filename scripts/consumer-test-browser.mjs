// Drives the consumer's built app in Debian's Chromium, as a merchant's player would: the kit in English, a
// sealed login against the sandbox through the app's own /wps proxy, the wallet, then the kit in Arabic.
import { chromium } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * Runs each check in order on one page; returns [name, error | undefined] per check. A check that fails stops
 * the ones after it (they depend on it), which are then reported as failed too.
 */
export async function browserChecks(appUrl, expected) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS],
  });
  const results = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const html = page.locator('html');
    const checks = [
      [
        'the kit renders in English inside the app provider',
        async () => {
          await page.goto(appUrl);
          await page.getByText(expected.noDataEnglish, { exact: true }).waitFor({ timeout: 15_000 });
          await expectAttribute(html, 'lang', 'en');
          await expectAttribute(html, 'dir', 'ltr');
        },
      ],
      [
        'a sealed login through the /wps proxy shows the wallet balance',
        async () => {
          await page.getByLabel('Username').fill(expected.username);
          await page.getByLabel('Password', { exact: true }).fill(expected.password);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page
            .getByTestId('balance')
            .filter({ hasText: expected.balance })
            .waitFor({ timeout: 15_000 });
        },
      ],
      [
        'the kit switches to Arabic, right to left',
        async () => {
          await page.getByRole('button', { name: 'العربية' }).click();
          await page.getByText(expected.noDataArabic, { exact: true }).waitFor({ timeout: 15_000 });
          await expectAttribute(html, 'lang', 'ar');
          await expectAttribute(html, 'dir', 'rtl');
        },
      ],
    ];
    let broken;
    for (const [name, check] of checks) {
      if (broken) {
        results.push([name, new Error(`not run: "${broken}" failed`)]);
        continue;
      }
      try {
        await check();
        results.push([name, undefined]);
      } catch (error) {
        broken = name;
        results.push([name, error]);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function expectAttribute(locator, name, value) {
  const deadline = Date.now() + 5_000;
  let actual;
  while (Date.now() < deadline) {
    actual = await locator.getAttribute(name);
    if (actual === value) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`<html ${name}> is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
}
