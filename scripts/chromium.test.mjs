// The flags every test and the bench launch Chromium with: Playwright's own disabled features kept, and no
// address-bar pop-up renderer beside the page under test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from '@playwright/test';
import {
  BROWSER_UI_FEATURES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  disableFeaturesFlag,
  disabledFeaturesOf,
} from './chromium.mjs';

// Lets the DevTools protocol return the browser's command line.
const AUTOMATION = '--enable-automation';

/** The browser's features switched off (Chromium reads the last `--disable-features`) and its pop-up pages. */
async function launched(args) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, AUTOMATION] });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    const flags = commandLine.filter((flag) => flag.startsWith('--disable-features='));
    const page = await (await browser.newContext()).newPage();
    await page.goto('about:blank');
    // The pop-ups are made with the window, not on demand: give them the moment they take to appear.
    const popUps = async () =>
      (await session.send('Target.getTargets')).targetInfos
        .map((target) => target.url)
        .filter((url) => url.startsWith('chrome://omnibox-popup'));
    let found = await popUps();
    for (let tries = 0; found.length === 0 && tries < 10; tries += 1) {
      await page.waitForTimeout(200);
      found = await popUps();
    }
    return { disabled: disabledFeaturesOf(flags.at(-1) ?? ''), popUps: found };
  } finally {
    await browser.close();
  }
}

// The two tests that read a browser launched without our feature list share one launch.
let plainLaunch;
const plain = () => (plainLaunch ??= launched(CHROMIUM_FLAGS));

test('one --disable-features names the launcher’s features and the pop-ups once each', () => {
  const flag = disableFeaturesFlag(['PaintHolding', 'WebUIOmniboxPopup']);
  assert.deepEqual(disabledFeaturesOf(flag), ['PaintHolding', ...BROWSER_UI_FEATURES]);
  assert.deepEqual(disabledFeaturesOf('--disable-gpu'), []);
});

test('Playwright’s own disabled features are all in the list the flags keep', async () => {
  const { disabled } = await plain();
  const missing = disabled.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature));
  assert.deepEqual(missing, [], 'Playwright disables these now: add them to PLAYWRIGHT_DISABLED_FEATURES');
});

test('a page opened with the flags has no address-bar pop-up beside it; without them it has', async () => {
  assert.notDeepEqual(
    (await plain()).popUps,
    [],
    'Chromium no longer makes the pop-ups: BROWSER_UI_FEATURES can go',
  );
  const ours = await launched(PLAYWRIGHT_CHROMIUM_ARGS);
  assert.deepEqual(ours.popUps, []);
  for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES])
    assert.ok(ours.disabled.includes(feature), `${feature} is switched off`);
});
