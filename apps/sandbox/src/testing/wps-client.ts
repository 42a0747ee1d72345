import { WPS_CALLS, sealPayload } from '@wps-mobile/api-client/contract';
import type { RsaPublicKey, WpsCall } from '@wps-mobile/api-client/contract';
import { DEMO_HEADERS } from './api-harness';

/** The envelope as a test reads it; `value` is left loose so assertions can reach into any call's payload. */
export interface WpsTestBody {
  success: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on payloads of every shape
  value?: any;
  errorCode?: string;
  message?: string;
}

/** The sandbox API, or the gateway in front of it: whatever answers a request in-process. */
export interface WpsServer {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export interface CallOptions {
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** Send this raw body text instead of the encoded input. */
  readonly rawBody?: string;
  /** The origin the request is addressed to, as its `Host` header names it (default `http://localhost`). */
  readonly origin?: string;
}

/** A sealed request as it crosses the wire: what someone on the path could capture and send again. */
export interface SealedWire {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Seals `input` for `call` the way the front end does: the server's key, sealed with the server's clock. */
export async function sealFor(
  api: WpsServer,
  call: Pick<WpsCall, 'method' | 'path'>,
  input: Record<string, unknown>,
): Promise<SealedWire> {
  const keyRes = await api.request(WPS_CALLS.rsaKey.path, { headers: DEMO_HEADERS });
  const key = ((await keyRes.json()) as { value: RsaPublicKey }).value;
  const sealed = await sealPayload(key, input, { ...call, time: key.serverTime });
  return {
    headers: { ...sealed.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(sealed.body),
  };
}

/** Calls a contract call the way a client would (query, JSON, form or sealed body) and answers status + JSON. */
export async function callWps(
  api: WpsServer,
  call: WpsCall,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<{ status: number; body: WpsTestBody }> {
  const headers: Record<string, string> = { ...DEMO_HEADERS, ...options.headers };
  if (options.token) headers.Authorization = options.token;
  let url = `${options.origin ?? ''}${call.path}`;
  let body: string | undefined = options.rawBody;
  if (call.input === 'query') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else if (body === undefined && call.input === 'form') {
    body = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (body === undefined && call.input === 'encrypted') {
    const sealed = await sealFor(api, call, input);
    Object.assign(headers, sealed.headers);
    body = sealed.body;
  } else if (body === undefined) {
    body = JSON.stringify(input);
    headers['Content-Type'] = 'application/json';
  }
  const res = await api.request(url, {
    method: call.method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** Logs a seed account in (player01 unless told otherwise) and answers its session token. */
export async function loginToken(
  api: WpsServer,
  username = 'player01',
  password = 'Player123',
): Promise<string> {
  return (await callWps(api, WPS_CALLS.login, { username, password })).body.value.token as string;
}
