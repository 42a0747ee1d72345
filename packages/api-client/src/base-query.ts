import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isWpsEnvelope, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from './contract';
import { clientContext, requestHeaders } from './client-context';

/** One request to `/wps`: a path below the API base, plus method, query and JSON body. */
export interface WpsRequest {
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly params?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
}

/** Every failure the api reports, whether the server answered or the network did not. */
export interface WpsError {
  /** HTTP status, or what went wrong before one arrived. */
  readonly status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR';
  readonly errorCode: string;
  readonly message: string;
  readonly value?: unknown;
}

const REQUEST_TIMEOUT_MS = 15_000;

function buildUrl(apiBase: string, path: string, params: WpsRequest['params']): string {
  const relative = path.startsWith('/wps/') ? path.slice('/wps'.length) : path;
  const base = apiBase.replace(/\/+$/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${base}${relative}${search ? `?${search}` : ''}`;
}

/** Sends a request with the contract's headers and unwraps the envelope into data or one typed error. */
export const wpsBaseQuery: BaseQueryFn<WpsRequest, unknown, WpsError> = async (request, api) => {
  const ctx = clientContext();
  const url = new URL(buildUrl(ctx.apiBase, request.path, request.params), globalThis.location?.href);
  const headers = requestHeaders(ctx);
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  // One controller for both the caller's abort and the timeout (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort();
  api.signal.addEventListener('abort', abort);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      signal: controller.signal,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
  } catch {
    const status = timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { error: { status, errorCode: status, message: WPS_ERROR_MESSAGES.unknown } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abort);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (!isWpsEnvelope(payload)) {
    return {
      error: {
        status: 'PARSE_ERROR',
        errorCode: WPS_ERROR_CODES.systemError,
        message: WPS_ERROR_MESSAGES.unknown,
      },
    };
  }
  if (payload.success) return { data: payload.value };
  const { errorCode, message, value } = payload;
  return {
    error: { status: response.status, errorCode, message, ...(value !== undefined ? { value } : {}) },
  };
};
