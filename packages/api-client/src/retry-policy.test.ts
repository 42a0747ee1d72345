import { describe, expect, it } from 'vitest';
import { isRetryable } from './request';
import { backoffDelay, DEFAULT_RETRY, isTransient } from './retry-policy';

const error = (status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR') => ({
  status,
  errorCode: 'x',
  message: 'm',
});

describe('retry policy', () => {
  it('treats network errors, timeouts, 5xx, 408 and 429 as transient, nothing else', () => {
    const transient = ['FETCH_ERROR', 'TIMEOUT_ERROR', 500, 502, 503, 504, 408, 429] as const;
    expect(transient.every((s) => isTransient(error(s)))).toBe(true);
    expect([400, 401, 403, 404, 409, 'PARSE_ERROR' as const].some((s) => isTransient(error(s)))).toBe(false);
  });

  it('retries only plain GETs: never other methods, auth, money or encrypted calls', () => {
    expect(isRetryable({ path: '/x' })).toBe(true);
    expect(isRetryable({ path: '/x', method: 'POST' })).toBe(false);
    expect(isRetryable({ path: '/x', method: 'DELETE' })).toBe(false);
    expect(isRetryable({ path: '/x', sensitive: 'money' })).toBe(false);
    expect(isRetryable({ path: '/x', sensitive: 'auth' })).toBe(false);
    expect(isRetryable({ path: '/x', encrypted: true })).toBe(false);
    expect(isRetryable({ path: '/x', retry: false })).toBe(false);
    // An explicit opt-in never overrides a money or auth call.
    expect(isRetryable({ path: '/x', method: 'POST', retry: true, sensitive: 'money' })).toBe(false);
  });

  it('backs off exponentially with jitter, capped, and waits at least what Retry-After asks', () => {
    const none = () => 0;
    const full = () => 1;
    expect(backoffDelay(1, DEFAULT_RETRY, undefined, none)).toBe(400);
    expect(backoffDelay(2, DEFAULT_RETRY, undefined, none)).toBe(800);
    expect(backoffDelay(2, DEFAULT_RETRY, undefined, full)).toBe(1200);
    expect(backoffDelay(10, DEFAULT_RETRY, undefined, full)).toBe(DEFAULT_RETRY.maxDelayMs);
    expect(backoffDelay(1, DEFAULT_RETRY, 2, none)).toBe(2000);
  });
});
