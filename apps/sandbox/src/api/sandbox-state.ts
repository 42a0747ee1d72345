import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createNonceBook } from '@wps-mobile/api-client/contract';
import type { NonceBook } from '@wps-mobile/api-client/contract';
import { RATE_LIMITS } from './rate-limits';
import type { RateLimits } from './rate-limits';
import { sandboxNow } from '../sandbox-clock';

export interface CaptchaEntry {
  readonly answer: string;
  readonly expiresAt: number;
}

/** What a code was sent for; it works for that and nothing else. */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'member';

export interface SmsEntry {
  readonly code: string;
  readonly purpose: SmsPurpose;
  readonly sentAt: number;
  readonly expiresAt: number;
  /** Wrong codes tried so far; the code is burnt at `SMS_MAX_ATTEMPTS`. */
  attempts: number;
}

export interface FailureEntry {
  readonly count: number;
  readonly lastAt: number;
}

/** A member's wrong passwords in a row (`credential-checks.ts`); `lockedUntil` is 0 while not locked. */
export interface CredentialFailures {
  readonly count: number;
  readonly lastAt: number;
  readonly lockedUntil: number;
}

/** Requests counted in the current window of one rate limit and key. */
export interface RateWindow {
  count: number;
  readonly resetAt: number;
}

/** What lives only in memory: keys, captchas, SMS codes and the clock (tests move it). */
export interface SandboxState {
  readonly rsa: { readonly keyId: string; readonly publicKey: KeyObject; readonly privateKey: KeyObject };
  readonly captchas: Map<string, CaptchaEntry>;
  /** By mobile number (digits only). */
  readonly sms: Map<string, SmsEntry>;
  /** Failed logins per username; from the third on, logins need a captcha. Forgotten after `FAILURE_TTL_MS`. */
  readonly loginFailures: Map<string, FailureEntry>;
  /** Nonces of the sealed bodies opened in the last few minutes: a captured body sent again is refused. */
  readonly sealNonces: NonceBook;
  /** Wrong passwords of signed-in members by member id, shared by every credential check. */
  readonly credentialFailures: Map<number, CredentialFailures>;
  /** Rate-limit windows by `<limit>:<key>`. */
  readonly rateWindows: Map<string, RateWindow>;
  /** The limits in force: `RATE_LIMITS` unless a test lowers or raises them. */
  limits: RateLimits;
  /** When expired entries were last purged. */
  purgedAt: number;
  /**
   * Set by the dev control `POST /__sandbox/outage`: every call but the controls answers 503, as a backend that
   * is down does behind its proxy, so an outage start is measured over the same network path as a real one.
   */
  outage: boolean;
  readonly sessionIdleMs: number;
  /** How long a session lasts from its login however busy it is: a stolen token does not live for ever. */
  readonly sessionMaxMs: number;
  now(): number;
}

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_EXPIRED_MINUTES = 5;
/** A second code for the same number inside this window is TOO_MANY_REQUESTS. */
export const SMS_RESEND_MS = 60_000;
export const DEFAULT_SESSION_IDLE_MINUTES = 120;
/** A session's absolute lifetime: a day's play, after which the member signs in again. */
export const DEFAULT_SESSION_MAX_HOURS = 12;
/** Wrong tries that burn a code: after the fifth, even the right code fails. */
export const SMS_MAX_ATTEMPTS = 5;
/** A run of failed logins is forgotten this long after the last one. */
export const FAILURE_TTL_MS = 30 * 60_000;
/** Expired entries are swept at most this often. */
const PURGE_EVERY_MS = 10_000;

let sharedKeys: SandboxState['rsa'] | undefined;

/** One RSA key pair per process (generation is slow); the key id changes with it, so stale keys are detected. */
function rsaKeys(): SandboxState['rsa'] {
  if (!sharedKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    sharedKeys = { keyId: randomBytes(6).toString('hex'), publicKey, privateKey };
  }
  return sharedKeys;
}

export interface SessionLifetimes {
  readonly sessionIdleMinutes?: number | undefined;
  readonly sessionMaxHours?: number | undefined;
}

export function createSandboxState(
  options: SessionLifetimes & { now?: () => number; limits?: RateLimits } = {},
): SandboxState {
  return {
    // Generated on first use: most calls never need it, and generation costs a noticeable moment.
    get rsa() {
      return rsaKeys();
    },
    captchas: new Map(),
    sms: new Map(),
    loginFailures: new Map(),
    sealNonces: createNonceBook(),
    credentialFailures: new Map(),
    rateWindows: new Map(),
    limits: options.limits ?? RATE_LIMITS,
    purgedAt: 0,
    outage: false,
    sessionIdleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    sessionMaxMs: (options.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS) * 3_600_000,
    now: options.now ?? sandboxNow,
  };
}

/** Drops expired captchas, SMS codes, failure runs and rate windows, so memory does not grow with traffic. */
export function purgeExpired(state: SandboxState): void {
  const now = state.now();
  if (now - state.purgedAt < PURGE_EVERY_MS) return;
  state.purgedAt = now;
  for (const [id, entry] of state.captchas) if (entry.expiresAt < now) state.captchas.delete(id);
  for (const [mobile, entry] of state.sms) if (entry.expiresAt < now) state.sms.delete(mobile);
  for (const [name, entry] of state.loginFailures)
    if (now - entry.lastAt > FAILURE_TTL_MS) state.loginFailures.delete(name);
  for (const [id, entry] of state.credentialFailures)
    if (Math.max(entry.lockedUntil, entry.lastAt + FAILURE_TTL_MS) < now) state.credentialFailures.delete(id);
  for (const [key, window] of state.rateWindows) if (window.resetAt <= now) state.rateWindows.delete(key);
}

/** Forgets every code, captcha, failure run, credential lock and rate window (a reseed). */
export function forgetMemory(state: SandboxState): void {
  for (const memory of [state.sms, state.captchas, state.loginFailures, state.rateWindows]) memory.clear();
  state.credentialFailures.clear();
  state.outage = false;
}
