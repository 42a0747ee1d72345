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
import { finishedDrawing, MASKED, repeatableRandom, SERVER_RANDOM, watchNetwork } from './steady-page';

const SCREENSHOT_CSS = path.join(import.meta.dirname, 'screenshot.css');

/** The screen ids of one app's table in the README (between its `screens:<app>` markers). */
function readmeScreenIds(app: 'player' | 'agent'): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.split(`<!-- screens:${app} -->`)[1]?.split(`<!-- /screens:${app} -->`)[0] ?? '';
  // The cells are padded to the column's width, so the spaces around them vary.
  return [...table.matchAll(/^\|\s*`[^`]+`\s*\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1] ?? '');
}

test('every screen of both apps is under visual test', () => {
  expect(PLAYER_VISUAL_SCREENS.map((s) => s.id).sort()).toEqual(readmeScreenIds('player').sort());
  expect(AGENT_VISUAL_SCREENS.map((s) => s.id).sort()).toEqual(readmeScreenIds('agent').sort());
});

/** Waits until the screen at the address is drawn whole: its code in, then everything in view finished. */
async function settled(page: Page, network: { quiet: () => Promise<void> }): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-path]');
    return !main || main.getAttribute('data-path') === window.location.pathname;
  });
  await network.quiet();
  await finishedDrawing(page);
}

/**
 * One test per screen, its three looks in turn on one page: light, then dark (the system's scheme switched under the
 * drawn screen, as a phone switching at dusk does), then Arabic (the language stored and the page loaded again).
 * One world, one sign-in and two loads per screen instead of three of each.
 */
for (const screen of [...PLAYER_VISUAL_SCREENS, ...AGENT_VISUAL_SCREENS] as VisualScreen[]) {
  test(`${screen.id} looks as designed in light, dark and Arabic`, async ({ page }) => {
    test.setTimeout(240_000);
    // The page's clock stands still at the sandbox's instant (timers still run): the header's clock, countdowns
    // and "x minutes ago" read the same on every run, however long the machine took to get there.
    await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
    await repeatableRandom(page);
    // The app-download bar and home's pop-ups have screens of their own in the stories and e2e tests.
    await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
    if (screen.path === '/m/home') await withoutHomePopups(page);
    if (screen.as) await signIn(page, screen.as);
    const network = watchNetwork(page);
    for (const mode of VISUAL_MODES) {
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      // The first look loads the screen; dark is switched under it; a language is read as the page loads.
      if (mode.language) await page.evaluate((code) => localStorage.setItem('language', code), mode.language);
      if (mode === VISUAL_MODES[0] || mode.language) await page.goto(screen.path);
      await settled(page, network);
      // Soft: a changed look does not hide the others' results.
      await expect.soft(page).toHaveScreenshot(`${screen.id}-${mode.name}.png`, {
        mask: [page.locator(MASKED), page.locator(SERVER_RANDOM)],
        stylePath: SCREENSHOT_CSS,
        timeout: 60_000,
      });
    }
  });
}
