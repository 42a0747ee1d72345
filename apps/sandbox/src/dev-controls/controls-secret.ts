import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** Where a script (header) or a browser (cookie) shows the dev controls' secret. */
export const CONTROLS_SECRET_HEADER = 'X-Sandbox-Secret';
export const CONTROLS_SECRET_COOKIE = 'wps_sandbox_secret';

/**
 * The dev controls' secret: `WPS_SANDBOX_CONTROLS_SECRET`, or a fresh random one the server prints when it starts.
 * A loopback address alone is not enough: a reverse proxy on this machine forwards every visitor from loopback, with
 * the Host they sent. The test harness holds the secret (playwright.config.ts sets it, e2e/harness.ts sends it).
 */
export function controlsSecretFrom(env: NodeJS.ProcessEnv = process.env): {
  secret: string;
  generated: boolean;
} {
  const set = env.WPS_SANDBOX_CONTROLS_SECRET?.trim();
  return set
    ? { secret: set, generated: false }
    : { secret: randomBytes(18).toString('base64url'), generated: true };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request shows the secret, in the header or the cookie; compared in constant time. */
export function carriesControlsSecret(c: Context, secret: string): boolean {
  const shown = c.req.header(CONTROLS_SECRET_HEADER) ?? getCookie(c, CONTROLS_SECRET_COOKIE);
  return shown !== undefined && secret !== '' && timingSafeEqual(digest(shown), digest(secret));
}

/** The line a server prints when it made the secret itself, so a developer can use the controls. */
export const controlsSecretNotice = (secret: string): string =>
  `sandbox dev controls: send the header ${CONTROLS_SECRET_HEADER}: ${secret} (or set WPS_SANDBOX_CONTROLS_SECRET)`;
