import type { Page } from '@playwright/test';
import { expect, signIn, test } from './harness';
import { fetchThrough } from './route-fetch';

/** The agent home's data calls, each answered after its own delay so every loading state is painted first. */
const LATE_ANSWERS = [
  ['ACSFE_getTeamKpi', 400],
  ['ACSFE_getAgentMenuKeys', 800],
  ['PCSFE_getWallet', 1200],
  ['MCSFE_getUnreadMessageCount', 1600],
  ['system/settings/consolidated', 2000],
  ['CCSFE_getListAnnouncements', 2000],
  ['ACSFE_getDividendInfo', 2000],
] as const;

/** Answers the calls late; with `dividends` the merchant pays dividends, so the footer has one more item. */
async function answerLate(page: Page, dividends: boolean): Promise<void> {
  for (const [call, delayMs] of LATE_ANSWERS)
    await page.route(`**/wps/**/${call}*`, async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value?: { enabled?: boolean } };
      if (dividends && call === 'ACSFE_getDividendInfo' && body.value) body.value.enabled = true;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ response, json: body });
    });
}

/** Records every layout shift from the start of the page, and which elements moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? (source.node.getAttribute('class') ?? source.node.tagName)
            : 'text',
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const readShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );

for (const [colorScheme, dividends] of [
  ['light', false],
  ['dark', true],
] as const)
  test(`the agent home keeps its layout while its figures arrive (${colorScheme}, dividends ${dividends ? 'on' : 'off'})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'agent01');
    await answerLate(page, dividends);
    await recordShifts(page);
    await page.goto('/m/agent');
    // Everything the first screen shows has arrived.
    await expect(page.getByTestId('counter-teamOnlineCount')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link')).toHaveCount(11);
    await expect(page.getByTestId('agent-balance')).toHaveText('₱25,000.00');
    await expect(page.getByRole('link', { name: 'Android app' })).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(footer.getByRole('link', { name: 'Dividend' })).toHaveCount(dividends ? 1 : 0);
    await expect(footer.getByRole('link', { name: /Announcements/ })).toBeVisible();
    // Two frames later every shift of the last answer has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await readShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  });
