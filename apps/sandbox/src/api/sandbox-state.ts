import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export interface CaptchaEntry {
  readonly answer: string;
  readonly expiresAt: number;
}

export interface SmsEntry {
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
}

/** What lives only in memory: keys, captchas, SMS codes and the clock (tests move it). */
export interface SandboxState {
  readonly rsa: { readonly keyId: string; readonly publicKey: KeyObject; readonly privateKey: KeyObject };
  readonly captchas: Map<string, CaptchaEntry>;
  /** By mobile number (digits only). */
  readonly sms: Map<string, SmsEntry>;
  /** Failed logins per username; from the third on, logins need a captcha. */
  readonly loginFailures: Map<string, number>;
  readonly sessionIdleMs: number;
  now(): number;
}

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_EXPIRED_MINUTES = 5;
/** A second code for the same number inside this window is TOO_MANY_REQUESTS. */
export const SMS_RESEND_MS = 60_000;
export const DEFAULT_SESSION_IDLE_MINUTES = 120;

let sharedKeys: SandboxState['rsa'] | undefined;

/** One RSA key pair per process (generation is slow); the key id changes with it, so stale keys are detected. */
function rsaKeys(): SandboxState['rsa'] {
  if (!sharedKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    sharedKeys = { keyId: randomBytes(6).toString('hex'), publicKey, privateKey };
  }
  return sharedKeys;
}

export function createSandboxState(
  options: { now?: () => number; sessionIdleMinutes?: number } = {},
): SandboxState {
  return {
    // Generated on first use: most calls never need it, and generation costs a noticeable moment.
    get rsa() {
      return rsaKeys();
    },
    captchas: new Map(),
    sms: new Map(),
    loginFailures: new Map(),
    sessionIdleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    now: options.now ?? Date.now,
  };
}
