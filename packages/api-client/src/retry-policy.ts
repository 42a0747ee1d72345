import type { WpsError } from './request';

export interface RetryOptions {
  /** Attempts after the first one. */
  readonly retries: number;
  /** First delay; each next one doubles, with up to half of it added at random so clients do not march in step. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, baseDelayMs: 400, maxDelayMs: 4000 };

/** Transient failures worth another try: no answer, a timeout, 5xx, 408 and 429. */
export function isTransient(error: WpsError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  if (typeof error.status !== 'number') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Delay before retry number `attempt` (1-based), honouring a server's Retry-After when it asks for longer. */
export function backoffDelay(
  attempt: number,
  options: RetryOptions,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const exponential = options.baseDelayMs * 2 ** (attempt - 1);
  const jittered = exponential + exponential * 0.5 * random();
  const asked = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(jittered, asked), options.maxDelayMs);
}

/** Waits, or stops early when the caller gives up (unsubscribed, component gone). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
