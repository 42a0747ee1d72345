export interface RateLimit {
  /** Requests allowed in one window. */
  readonly max: number;
  readonly windowMs: number;
}

const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });
const perHour = (max: number): RateLimit => ({ max, windowMs: 60 * 60_000 });

/**
 * Every rate limit of the sandbox, in one place. Counters live in the sandbox state, so each end-to-end world
 * (one per test) counts on its own and a test run from one address never trips them; a unit test passes its own
 * limits to `createSandboxState`, and a reseed resets the counters.
 */
export const RATE_LIMITS = {
  /** Password or SMS logins for one account name from one address. */
  loginPerIpAndAccount: perMinute(10),
  /** Logins for one account name from anywhere: guessing spread over many addresses. */
  loginPerAccount: perMinute(30),
  /** Logins from one address, whichever account. */
  loginPerIp: perMinute(60),
  /** SMS codes sent from one address (the 60-second resend window per number still applies). */
  smsPerIp: perHour(20),
  /** SMS codes sent to one number. */
  smsPerNumber: perHour(5),
  /** Captchas drawn for one address. */
  captchaPerIp: perMinute(30),
  /** Free-play accounts created from one address. */
  freePlayPerIp: perHour(10),
  /** Field-data beacons from one address: a page load sends one each time it is hidden. */
  vitalsBeaconsPerIp: perMinute(300),
} as const satisfies Record<string, RateLimit>;

export type RateLimits = Readonly<Record<keyof typeof RATE_LIMITS, RateLimit>>;
