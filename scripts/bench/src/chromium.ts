import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH } from '../../chromium.mjs';

// The binary and its flags are shared with the e2e tests and the consumer test.
export {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_ARGS,
  disableFeaturesFlag,
  disabledFeaturesOf,
} from '../../chromium.mjs';

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
