import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { clientContext, currentToken, requestHeaders } from './client-context';
import { reportRequest } from './connectivity';
import { sealBody, RSA_KEY_PATH } from './encryption';
import { attempt, type AttemptResult } from './http-attempt';
import { cacheKey, markFetched, mayServeFromLocal, readLocalCache, writeLocalCache } from './local-cache';
import { buildUrl, isRetryable, type WpsError, type WpsRequest } from './request';
import { backoffDelay, DEFAULT_RETRY, isTransient, sleep } from './retry-policy';
import { isSessionGone, reportSessionGone } from './session-expiry';

export type { WpsError, WpsRequest } from './request';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_SLOW_AFTER_MS = 5_000;

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) form.set(key, String(value));
  return form;
}

const encryptionError = (): WpsError => ({
  status: 'ENCRYPTION_ERROR',
  errorCode: 'ENCRYPTION_ERROR',
  message: 'Unknown error',
});

/**
 * The one place for the wire contract: headers, body encoding and encryption, the envelope, retry with backoff
 * for idempotent GETs, session expiry, connectivity reporting and the local cache of the spec's cached data.
 */
export const wpsBaseQuery: BaseQueryFn<WpsRequest, unknown, WpsError> = async (request, api) => {
  const ctx = clientContext();
  const fetchImpl = ctx.fetch ?? globalThis.fetch.bind(globalThis);
  const base = globalThis.location?.href;
  const url = new URL(buildUrl(ctx.apiBase, request.path, request.params), base);
  const headers = requestHeaders(ctx);
  const sentToken = currentToken(ctx);

  const cacheRule = request.localCache;
  const localKey = cacheRule
    ? cacheKey(cacheRule, url.pathname + url.search, headers.Language ?? '')
    : undefined;
  if (cacheRule && localKey && mayServeFromLocal(localKey)) {
    markFetched(localKey);
    const cached = readLocalCache(cacheRule, localKey);
    if (cached !== undefined) return { data: cached };
  }

  let body: BodyInit | undefined;
  if (request.encrypted) {
    const keyUrl = new URL(buildUrl(ctx.apiBase, RSA_KEY_PATH, undefined), base).href;
    try {
      const sealed = await sealBody(ctx.cipher, request.body ?? {}, keyUrl, { ...headers }, fetchImpl);
      Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json' });
      body = JSON.stringify(sealed.body);
    } catch {
      return { error: encryptionError() };
    }
  } else if (request.body !== undefined) {
    headers['Content-Type'] = request.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = request.form ? formBody(request.body) : JSON.stringify(request.body);
  }

  const init: RequestInit = {
    method: request.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
  };
  const retry = { ...DEFAULT_RETRY, ...ctx.retry };
  const maxRetries = isRetryable(request) ? retry.retries : 0;
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const slowAfterMs = ctx.slowAfterMs ?? DEFAULT_SLOW_AFTER_MS;

  let result: AttemptResult;
  for (let tries = 0; ; tries += 1) {
    const started = Date.now();
    result = await attempt({ url, init, timeoutMs, signal: api.signal, fetch: fetchImpl });
    reportRequest({ ...result, durationMs: Date.now() - started, slowAfterMs });
    if (!result.error || tries >= maxRetries || !isTransient(result.error) || api.signal.aborted) break;
    await sleep(backoffDelay(tries + 1, retry, result.retryAfter), api.signal);
  }

  if (result.error) {
    if (sentToken && isSessionGone(result.error, sentToken)) reportSessionGone(ctx, sentToken);
    return { error: result.error };
  }
  if (cacheRule && localKey) writeLocalCache(cacheRule, localKey, result.data);
  return { data: result.data };
};
