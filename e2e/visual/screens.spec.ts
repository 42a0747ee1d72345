import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test, withoutHomePopups } from '../harness';
import {
  AGENT_VISUAL_SCREENS,
  PLAYER_VISUAL_SCREENS,
  VISUAL_CLOCK,
  VISUAL_MODES,
  type VisualScreen,
} from './visual-screens';

const SCREENSHOT_CSS = path.join(import.meta.dirname, 'screenshot.css');

/** The screen ids of one app's table in the README (between its `screens:<app>` markers). */
function readmeScreenIds(app: 'player' | 'agent'): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.split(`<!-- screens:${app} -->`)[1]?.split(`<!-- /screens:${app} -->`)[0] ?? '';
  return [...table.matchAll(/^\| `[^`]+` \| `([^`]+)` \|/gm)].map((match) => match[1] ?? '');
}

test('every screen of both apps is under visual test', () => {
  expect(PLAYER_VISUAL_SCREENS.map((s) => s.id).sort()).toEqual(readmeScreenIds('player').sort());
  expect(AGENT_VISUAL_SCREENS.map((s) => s.id).sort()).toEqual(readmeScreenIds('agent').sort());
});

/**
 * Waits until the screen at the address is drawn whole: its code in, nothing loading, and the fonts and the
 * pictures in view loaded (pictures further down load lazily as a player scrolls, and are not waited for).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return !main || main.getAttribute('data-path') === window.location.pathname;
  });
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    };
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete && inView(image))
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
  });
}

for (const mode of VISUAL_MODES) {
  test.describe(`screens in ${mode.name}`, () => {
    test.use({ colorScheme: mode.colorScheme });

    for (const screen of [...PLAYER_VISUAL_SCREENS, ...AGENT_VISUAL_SCREENS] as VisualScreen[]) {
      test(`${screen.id} looks as designed`, async ({ page }) => {
        await page.clock.install({ time: new Date(VISUAL_CLOCK) });
        if (mode.language) {
          const language = mode.language;
          await page.addInitScript((code) => localStorage.setItem('language', code), language);
        }
        // The app-download bar and home's pop-ups have screens of their own in the stories and e2e tests.
        await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
        if (screen.path === '/m/home') await withoutHomePopups(page);
        if (screen.as) await signIn(page, screen.as);
        await page.goto(screen.path);
        await settled(page);
        await expect(page).toHaveScreenshot(`${screen.id}-${mode.name}.png`, {
          // A captcha is a new random picture each time it is asked for.
          mask: [page.locator('img[src*="captcha" i], [data-visual-mask]')],
          stylePath: SCREENSHOT_CSS,
          timeout: 20_000,
        });
      });
    }
  });
}
