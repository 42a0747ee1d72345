import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../chromium.mjs';

// The binary and its flags are shared with the e2e tests and the consumer test.
export { CHROMIUM_FLAGS, CHROMIUM_PATH, disableFeaturesFlag, disabledFeaturesOf } from '../../chromium.mjs';

/** A fresh Chromium for a stage that drives pages through Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
}

/** `Chromium 1.2.3` as the binary reports it; the path when it cannot be asked. */
export function chromiumVersion(): string {
  try {
    const version = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /^\S+ [\d.]+/.exec(version.trim())?.[0] ?? version.trim();
  } catch {
    return CHROMIUM_PATH;
  }
}
