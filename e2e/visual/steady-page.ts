import type { Page } from '@playwright/test';

/**
 * What makes a page draw the same pixels on every run, shared by the screens' and the stories' comparisons.
 */

/**
 * Parts that change by design while a page is open, masked in every comparison: the jackpot figure grows every few
 * seconds, and a captcha is a new random picture each time it is asked for.
 */
export const MASKED = '.wps-jackpot__value, img[src*="captcha" i], [data-visual-mask]';

/**
 * What the sandbox makes up at random on each request, masked on the screens only: the captcha picture (new digits
 * every time) and a player's invitation code (made on first ask; its whole line, whose width follows the code's letters) with
 * the link that carries it. The stories show
 * fixed pictures and codes, which stay compared.
 */
export const SERVER_RANDOM = '.wps-captcha__image, .invite-link__code, .invite-link input';

/**
 * Replaces `Math.random` with a seeded generator (mulberry32) before the page's own scripts run, so what a page
 * picks at random on its own (the jackpot's starting figure, shuffled lists) is the same on every run.
 */
export async function repeatableRandom(page: Page, seed = 20_260_115): Promise<void> {
  await page.addInitScript((start) => {
    let state = start >>> 0;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let value = state;
      value = Math.imul(value ^ (value >>> 15), value | 1);
      value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
      return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
    };
  }, seed);
}

/**
 * Waits until what can be seen of the page is finished: fonts in, every picture in view loaded and decoded (the
 * ones further down load lazily as a player scrolls and are not in a viewport screenshot) and, for a screen, no
 * skeleton, spinner or busy region left in view. A story is drawn whole (`wholePage`, for a full-page picture) and
 * may show a loading state on purpose (`loadingIsContent`).
 */
export async function finishedDrawing(
  page: Page,
  { wholePage = false, loadingIsContent = false } = {},
): Promise<void> {
  await page.waitForFunction(
    async (options) => {
      await document.fonts.ready;
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return options.wholePage || (box.bottom > 0 && box.top < window.innerHeight);
      };
      const images = Array.from(document.images).filter(inView);
      await Promise.all(
        images.map((image) => (image.complete ? image.decode().catch(() => undefined) : null)),
      );
      if (!images.every((image) => image.complete)) return false;
      if (options.loadingIsContent) return true;
      const loading = document.querySelectorAll('.wps-skeleton, .wps-spinner, [aria-busy="true"]');
      return !Array.from(loading).some(inView);
    },
    { wholePage, loadingIsContent },
    { timeout: 45_000, polling: 250 },
  );
}

/**
 * Counts the page's requests on their way, so a test can wait for a quiet network: none on its way for `quietMs`.
 * Kept by the test rather than read from the browser's load states, which are a navigation's: a screen reached
 * again, or one that asks for more as it draws, may never reach "network idle" again.
 */
export function watchNetwork(page: Page, quietMs = 500): { quiet: () => Promise<void> } {
  const open = new Set<{ url(): string }>();
  let lastChange = Date.now();
  const change = () => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    // What a page left on its way when a new page replaces it may never be reported again.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) open.clear();
    open.add(request);
    change();
  });
  const done = (request: { url(): string }) => {
    open.delete(request);
    change();
  };
  // Answered counts as done: the browser does not report every answered call as finished (the early script's
  // start-up calls, read by the app, are not), and pictures are waited for by what they draw.
  page.on('response', (response) => done(response.request()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async () => {
      const deadline = Date.now() + 45_000;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `the network did not quieten: ${[...open].map((request) => request.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
