import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { VISUAL_CLOCK } from './e2e/visual/visual-screens';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real gateway serving the
// production builds of both apps and the sandbox API, exactly as a player's phone would reach them.
// Each checkout gets its own port (derived from its path), so test runs in two checkouts never collide.
export const checkoutPort =
  8200 + ([...process.cwd()].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7) % 600);
const port = Number(process.env.E2E_PORT ?? checkoutPort);

// The demo merchant is in Manila, and its players' phones are too. The sandbox reads report dates in the
// merchant's zone and the screens pick "today" on the phone, so the browser and the tests' own clock use that zone:
// on a machine in UTC they would otherwise disagree about the date from 16:00 to 24:00.
const TIME_ZONE = 'Asia/Manila';
process.env.TZ = TIME_ZONE;
const baseURL = `http://127.0.0.1:${port}`;

// The sandbox's dev controls need a secret besides a loopback address (a proxy on the machine would forward
// anyone from loopback). One per run, made here and inherited by the workers, which send it (e2e/harness.ts).
process.env.WPS_SANDBOX_CONTROLS_SECRET ??= randomBytes(18).toString('base64url');
// Firebase sign-in runs against the Firebase Auth emulator (scripts/auth-emulator.mjs) and a second gateway whose
// merchant has Firebase on, so its pages carry the headers a Firebase merchant's pages get. Both ports follow the
// checkout's; the emulator also takes the two ports after its own.
const authEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9500 + (checkoutPort - 8200) * 3);
const firebasePort = port + 600;
const FIREBASE_PROJECT = 'demo-wps-e2e';
const firebaseConfigFile = path.join(tmpdir(), `wps-e2e-firebase-merchant-${firebasePort}.json`);
const playerConfig = JSON.parse(readFileSync('apps/player/public/config.json', 'utf8')) as object;
writeFileSync(
  firebaseConfigFile,
  JSON.stringify({
    ...playerConfig,
    firebaseEnabled: true,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${FIREBASE_PROJECT}.firebaseapp.com`,
      projectId: FIREBASE_PROJECT,
      appId: '1:000000000000:web:e2e',
    },
    firebaseAuthEmulatorUrl: `http://127.0.0.1:${authEmulatorPort}`,
  }),
);
// Read by the Firebase specs (Playwright's workers inherit the environment).
process.env.E2E_FIREBASE_BASE_URL = `http://127.0.0.1:${firebasePort}`;
process.env.E2E_AUTH_EMULATOR_URL = `http://127.0.0.1:${authEmulatorPort}`;
process.env.E2E_FIREBASE_PROJECT = FIREBASE_PROJECT;
const sandboxEnv = {
  HOST: '127.0.0.1',
  WPS_SANDBOX_DATA: ':memory:',
  WPS_SANDBOX_CONTROLS: '1',
  WPS_SANDBOX_CONTROLS_SECRET: process.env.WPS_SANDBOX_CONTROLS_SECRET,
};

// The screenshot comparisons (docs/visual-tests.md) get a gateway and sandbox of their own whose clock starts at a
// fixed instant (the one the browser is given), and the kit's built Storybook. Their ports sit above every other
// range the runs use (main 8200-8799, Firebase +600, nginx +1200, the Auth emulator 9500-11299).
const visualPort = Number(process.env.E2E_VISUAL_PORT ?? port + 3200);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? port + 3800);

function visualProject(name: string, testMatch: string, projectBaseURL: string) {
  return {
    name,
    testDir: 'e2e/visual',
    testMatch,
    snapshotPathTemplate: '{testDir}/baselines/{testFileName}/{arg}{ext}',
    use: { browserName: 'chromium' as const, baseURL: projectBaseURL, reducedMotion: 'reduce' as const },
    expect: {
      // One changed pixel fails, with the expected, actual and diff images in test-results.
      toHaveScreenshot: {
        maxDiffPixels: 0,
        animations: 'disabled' as const,
        caret: 'hide' as const,
        scale: 'css' as const,
      },
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // The nginx smoke run has a server of its own (playwright.nginx.config.ts).
  testIgnore: 'nginx-smoke.spec.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails once gets one more try; Playwright then reports it as flaky, and the CI summary
  // prints the flaky count, so an unstable test is seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Generous: axe runs and sealed logins are slow on a busy 2-core machine; passing tests take a few seconds.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: TIME_ZONE,
    // A failed test keeps its trace: every action with the page's DOM, network and console. Without the filmstrip:
    // recording it makes the browser encode a picture of every frame, which took half of each test's time on a
    // 2-core machine (an accessibility check 3 s without it, 8 s with it) and doubled the run.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A service worker answers page loads and files before `page.route` sees them, so tests that stub or fail
    // requests would meet cached answers instead; only the install tests (e2e/app-install.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_ARGS],
    },
  },
  projects: [
    // A project's own testIgnore replaces the one above: the nginx smoke run is named again here.
    {
      name: 'mobile-chromium',
      testIgnore: ['visual/**', 'nginx-smoke.spec.ts'],
      use: { browserName: 'chromium' },
    },
    // Screenshot comparisons: every screen of both apps in three looks, every story of the kit. Baselines live in
    // the repo (e2e/visual/baselines); `pnpm test:visual:update` rewrites them after an intended change.
    visualProject('visual-screens', 'screens.spec.ts', `http://127.0.0.1:${visualPort}`),
    visualProject('visual-stories', 'stories.spec.ts', `http://127.0.0.1:${storybookPort}`),
  ],
  webServer: [
    sandboxServer(port),
    {
      // Offline, Node only, no login. Its start costs about 25 s of CPU (its API schema): minutes on a crowded machine.
      command: `node scripts/auth-emulator.mjs ${authEmulatorPort} ${FIREBASE_PROJECT}`,
      url: `http://127.0.0.1:${authEmulatorPort}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @wps-mobile/sandbox serve',
      url: `http://127.0.0.1:${firebasePort}/m/config.json`,
      env: {
        ...sandboxEnv,
        PORT: String(firebasePort),
        WPS_RUNTIME_CONFIG: firebaseConfigFile,
        WPS_FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    sandboxServer(visualPort, { WPS_SANDBOX_CLOCK: VISUAL_CLOCK }),
    {
      command: `node scripts/serve-static.mjs packages/ui/storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/__up`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

/** The gateway and sandbox on `port`, with a fresh in-memory database (and any settings of `extraEnv`). */
export function sandboxServer(port: number, extraEnv: Record<string, string> = {}) {
  return {
    command: 'pnpm --filter @wps-mobile/sandbox serve',
    url: `http://127.0.0.1:${port}/m/config.json`,
    // A fresh in-memory database per run: tests never see what an earlier run or a demo left behind. The tests
    // drive the sandbox through its dev controls (`/__sandbox/*`), which only answer with WPS_SANDBOX_CONTROLS=1.
    env: { ...sandboxEnv, ...extraEnv, PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
