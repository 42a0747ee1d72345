import type { Context } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { remoteAddressOf } from '../dev-controls/loopback-only';
import { ApiFailure } from './api-failure';
import type { RateLimits } from './rate-limits';
import type { SandboxState } from './sandbox-state';

/** The client's address as the socket saw it (never a header a client writes); in-process calls share one. */
export function clientAddress(c: Context): string {
  return remoteAddressOf(c) ?? 'in-process';
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
