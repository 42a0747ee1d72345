import type { Hono } from 'hono';
import { createApi } from '../api';
import type { ApiEnv } from '../api';
import { openSandboxDatabase } from '../db';
import { createSandboxState } from '../api/sandbox-state';
import type { SandboxState } from '../api/sandbox-state';
import type { RateLimits } from '../api/rate-limits';
import type { SandboxDatabase } from '../db';
import { parseTrustedProxies } from '../api/client-address';
import { CONTROLS_SECRET_HEADER } from '../dev-controls/controls-secret';
import type { SiteOrigin } from '../api/site-origin';

export interface ApiHarness {
  readonly api: Hono<ApiEnv>;
  readonly db: SandboxDatabase;
  /** Errors the API reported instead of showing them to the client. */
  readonly reported: unknown[];
  readonly state: SandboxState;
  /** Moves the sandbox clock forward. */
  advance(ms: number): void;
}

export interface HarnessOptions {
  /** Rate limits other than the real ones (`RATE_LIMITS`). */
  readonly limits?: RateLimits;
  /** Mount the dev controls (default true, as in end-to-end runs). */
  readonly controls?: boolean;
  /** `WPS_TRUSTED_PROXIES` as the server would read it (default: none). */
  readonly trustedProxies?: string;
  /** The runtime config's site origin (default: none, so the demo merchant's). */
  readonly siteOrigin?: SiteOrigin;
}

/** The dev controls' secret in unit tests, and the header that shows it (as e2e/harness.ts sends it). */
export const HARNESS_CONTROLS_SECRET = 'unit-test-controls-secret';
export const CONTROLS_HEADERS = { [CONTROLS_SECRET_HEADER]: HARNESS_CONTROLS_SECRET } as const;

export async function createApiHarness(options: HarnessOptions = {}): Promise<ApiHarness> {
  const db = await openSandboxDatabase();
  const reported: unknown[] = [];
  let offset = 0;
  const state = createSandboxState({
    now: () => Date.now() + offset,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const api = createApi({
    db,
    state,
    controls: options.controls ?? true,
    controlsSecret: HARNESS_CONTROLS_SECRET,
    trustedProxies: parseTrustedProxies(options.trustedProxies),
    reportError: (error) => reported.push(error),
    ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}),
  });
  return {
    api,
    db,
    reported,
    state,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** The headers a well-behaved client sends. */
export const DEMO_HEADERS = { Merchant: 'demo', Language: 'EN' } as const;
