import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe with the WCAG 2.2 A and AA rules on the current page and fails with the list of violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Stores a member session the way a login does, so the next page load of either app sees it. */
export async function storeSession(page: Page, type: number): Promise<void> {
  await page.evaluate((memberType) => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: 'e2e-token',
        merchantCode: 'demo',
        userName: 'agent007',
        type: memberType,
        firstTimeLogin: false,
      }),
    );
  }, type);
}

/** Collects console errors and failed requests so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The visitor pop-up opens over home about half a second after load; tests about other things close it first. */
export async function closeHomePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}
