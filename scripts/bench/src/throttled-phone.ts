import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { launchChromium } from './chromium';

/** Lighthouse's mobile throttling: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 204_800,
  uploadThroughput: 96_000,
};
export const CPU_SLOWDOWN = 4;
/** Rounds per stage; each reported number is the median over them. */
export const VISITS = 3;

/**
 * Puts one tab on the throttled phone: slow 4G (or no network at all) and the CPU 4x slower. Returns the tab's
 * DevTools session, which has the network domain on, for a stage that also follows its responses.
 */
export async function throttle(
  context: BrowserContext,
  page: Page,
  { offline = false } = {},
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G, offline });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** `VISITS` rounds one after another, each in a browser of its own, closed after it. */
export async function inRounds<Round>(round: (browser: Browser) => Promise<Round>): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let index = 0; index < VISITS; index++) {
    const browser = await launchChromium();
    try {
      rounds.push(await round(browser));
    } finally {
      await browser.close();
    }
  }
  return rounds;
}
