import type { Context } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from './api-failure';
import type { ApiEnv } from './api-env';
import type { RateLimits } from './rate-limits';
import type { SandboxState } from './sandbox-state';

/**
 * The client's address: the socket's, or behind a trusted proxy the one it forwarded (`client-address.ts`), never a
 * header the client wrote itself; in-process calls share one.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  return c.var.clientAddress ?? 'in-process';
}

/** Counts one request against a limit for a key; over the limit it is a 429 until the window ends. */
export function spendRate(state: SandboxState, limit: keyof RateLimits, key: string): void {
  const { max, windowMs } = state.limits[limit];
  const now = state.now();
  const id = `${limit}:${key}`;
  let window = state.rateWindows.get(id);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    state.rateWindows.set(id, window);
  }
  window.count += 1;
  if (window.count > max)
    throw new ApiFailure(429, WPS_ERROR_CODES.tooManyRequests, WPS_ERROR_MESSAGES.tooManyRequests);
}
