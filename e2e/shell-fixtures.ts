import type { Page } from '@playwright/test';
import { fetchThrough } from './route-fetch';

/** Answers the wallet call with a fixed balance; each refresh can be held until `release` is called. */
export async function answerWallet(page: Page, sumBalance = 1250.5) {
  let hold: Promise<void> = Promise.resolve();
  let release = () => {};
  await page.route('**/wps/relay/PCSFE_getWallet*', async (route) => {
    await hold;
    await route.fulfill({ json: { success: true, value: { sumBalance, currency: 'PHP', wallets: [] } } });
  });
  return {
    holdNext() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Serves the real site settings with some white-label flags switched, for this page only. */
export async function withFlags(page: Page, flags: Record<string, boolean>) {
  await page.route('**/wps/system/settings/consolidated*', async (route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as { value: { whitelabel: Record<string, boolean> } };
    body.value.whitelabel = { ...body.value.whitelabel, ...flags };
    await route.fulfill({ response, json: body });
  });
}
