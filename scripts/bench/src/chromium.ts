import { execFileSync } from 'node:child_process';

/** The Chromium binary: Debian's package unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium on a machine without a GPU, with a small /dev/shm and no outside network.
 * The background-networking flags keep Chromium from calling home (which would fail and add noise).
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

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
