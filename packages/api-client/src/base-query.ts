import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { clientContext, currentToken, requestHeaders } from './client-context';
import { browserOnline, reportRequest } from './connectivity';
import { WPS_ERROR_CODES } from './contract/error-codes';
import { WPS_HEADERS } from './contract/headers';
import { forgetServerKey, KeyUnavailableError, RSA_KEY_PATH, sealBody } from './encryption';
import { attempt, type AttemptResult } from './http-attempt';
import {
  cacheKey,
  markFetched,
  mayServeFromLocal,
  readLocalCache,
  resolveRule,
  writeLocalCache,
} from './local-cache';
import { buildUrl, isRetryable, type WpsError, type WpsRequest } from './request';
import { backoffDelay, DEFAULT_RETRY, isTransient, sleep } from './retry-policy';
import { isSessionGoneError } from './errors';
import { reportSessionGone, sessionExpired, settleSessionEnd } from './session-expiry';

export type { WpsError, WpsRequest } from './request';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_SLOW_AFTER_MS = 5_000;

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) form.set(key, String(value));
  return form;
}

/** Refusals of a sealed body that a fresh key read and a new seal cure. */
const RESEAL_CODES: ReadonlySet<string> = new Set([
  WPS_ERROR_CODES.encryptionKeyStale,
  WPS_ERROR_CODES.encryptionExpired,
]);

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
  if (request.idempotencyKey) headers[WPS_HEADERS.idempotencyKey] = request.idempotencyKey;
  const sentToken = currentToken(ctx);
  if (request.endsSession && sentToken) settleSessionEnd(sentToken);

  const cacheRule = request.localCache && resolveRule(request.localCache);
  const localKey = cacheRule
    ? cacheKey(cacheRule, url.pathname + url.search, headers.Language ?? '')
    : undefined;
  if (cacheRule && localKey && mayServeFromLocal(localKey)) {
    markFetched(localKey);
    const cached = readLocalCache(cacheRule, localKey);
    if (cached !== undefined) return { data: cached };
  }

  const retry = { ...DEFAULT_RETRY, ...ctx.retry };
  const maxRetries = isRetryable(request) ? retry.retries : 0;
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const slowAfterMs = ctx.slowAfterMs ?? DEFAULT_SLOW_AFTER_MS;
  // One exchange with the call's timeout, abort signal and connectivity report.
  const exchange = async (target: URL, init: RequestInit): Promise<AttemptResult> => {
    const started = Date.now();
    const result = await attempt({ url: target, init, timeoutMs, signal: api.signal, fetch: fetchImpl });
    reportRequest({ ...result, durationMs: Date.now() - started, slowAfterMs });
    return result;
  };
  const send = async (init: RequestInit): Promise<AttemptResult> => {
    let result: AttemptResult;
    for (let tries = 0; ; tries += 1) {
      result = await exchange(url, init);
      // With no network at all another try cannot get an answer, and the screen would wait seconds to say so:
      // the call fails at once, and its screen shows 'No Internet' and its own way to try again.
      const offline = !result.answered && !browserOnline();
      if (!result.error || tries >= maxRetries || !isTransient(result.error) || api.signal.aborted || offline)
        return result;
      await sleep(backoffDelay(tries + 1, retry, result.retryAfter), api.signal);
    }
  };

  let result: AttemptResult;
  if (request.encrypted) {
    const keyUrl = new URL(buildUrl(ctx.apiBase, RSA_KEY_PATH, undefined), base);
    const readKey = () => exchange(keyUrl, { headers: { ...headers } });
    const method = request.method ?? 'POST';
    const sealAndSend = async () => {
      const route = { method, path: request.path };
      const sealed = await sealBody(ctx.cipher, request.body ?? {}, route, readKey);
      const sealedHeaders = { ...headers, ...sealed.headers, 'Content-Type': 'application/json' };
      return send({ method, headers: sealedHeaders, body: JSON.stringify(sealed.body) });
    };
    try {
      result = await sealAndSend();
      // The server rotated its key, or its clock moved from what the key answer told us: the server refused the
      // body before doing anything, so read the key (and its time) again and seal once more, with a new nonce.
      if (result.error && RESEAL_CODES.has(result.error.errorCode)) {
        forgetServerKey();
        result = await sealAndSend();
      }
    } catch (error) {
      // A key read that timed out or found no network is told as such, so the member knows to try again.
      const transport = error instanceof KeyUnavailableError ? error.transport : undefined;
      return { error: transport ?? encryptionError() };
    }
  } else {
    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = request.form ? 'application/x-www-form-urlencoded' : 'application/json';
      body = request.form ? formBody(request.body) : JSON.stringify(request.body);
    }
    result = await send({
      method: request.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
    });
  }

  if (result.error) {
    if (sentToken && isSessionGoneError(result.error))
      reportSessionGone(ctx, sentToken, () => api.dispatch(sessionExpired()));
    return { error: result.error };
  }
  if (cacheRule && localKey) writeLocalCache(cacheRule, localKey, result.data);
  return { data: result.data };
};
