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
import { finishedDrawing, MASKED, repeatableRandom, SERVER_RANDOM } from './steady-page';

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

/** Waits until the screen at the address is drawn whole: its code in, then everything in view finished. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return !main || main.getAttribute('data-path') === window.location.pathname;
  });
  await page.waitForLoadState('networkidle');
  await finishedDrawing(page);
}

for (const mode of VISUAL_MODES) {
  test.describe(`screens in ${mode.name}`, () => {
    test.use({ colorScheme: mode.colorScheme });

    for (const screen of [...PLAYER_VISUAL_SCREENS, ...AGENT_VISUAL_SCREENS] as VisualScreen[]) {
      test(`${screen.id} looks as designed`, async ({ page }) => {
        test.setTimeout(180_000);
        // The page's clock stands still at the sandbox's instant (timers still run): the header's clock, countdowns
        // and "x minutes ago" read the same on every run, however long the machine took to get there.
        await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
        await repeatableRandom(page);
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
          mask: [page.locator(MASKED), page.locator(SERVER_RANDOM)],
          stylePath: SCREENSHOT_CSS,
          timeout: 60_000,
        });
      });
    }
  });
}
