// The one place that says which Chromium the tests, the bench and the consumer test drive, and how.

/** Debian's package unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium on a machine without a GPU, with a small /dev/shm and no outside network.
 * The background-networking flags keep Chromium from calling home (which would fail and add noise).
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Chromium's own address-bar pop-ups, which are web pages (chrome://omnibox-popup.top-chrome) that every new
 * window loads in a renderer of their own, headless or not. No test or measurement looks at them, and on a 2-core
 * machine they took about 1.5 s of CPU per browser context, beside the page under test.
 */
export const BROWSER_UI_FEATURES = Object.freeze([
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
]);

/**
 * The features Playwright switches off in the Chromium it launches (its own `--disable-features`, as the installed
 * version passes it; `scripts/chromium.test.mjs` checks the list against it).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = Object.freeze([
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]);

/** The features a `--disable-features` flag names (none for any other flag). */
export function disabledFeaturesOf(flag) {
  const prefix = '--disable-features=';
  return flag.startsWith(prefix) ? flag.slice(prefix.length).split(',').filter(Boolean) : [];
}

/**
 * One `--disable-features` with the launcher's own list and the browser's pop-ups. Chromium reads only the last
 * `--disable-features` it is given, so a second one that named only the pop-ups would switch the launcher's back on.
 */
export function disableFeaturesFlag(launcherDefaults) {
  return `--disable-features=${[...new Set([...launcherDefaults, ...BROWSER_UI_FEATURES])].join(',')}`;
}

/** `CHROMIUM_FLAGS` for a Chromium that Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_ARGS = Object.freeze([
  ...CHROMIUM_FLAGS,
  disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES),
]);
