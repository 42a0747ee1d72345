import { readToken, readTrialSession, type PayloadCipher } from '@wps-mobile/session';
import { DEFAULT_LANGUAGE } from './contract/headers';
import type { RetryOptions } from './retry-policy';

/** Where the base query reads what every request needs; set once by the app at start. */
export interface ClientContext {
  /** `/wps` or the merchant API's origin plus `/wps`. */
  readonly apiBase: string;
  readonly merchantCode: string;
  /** Current platform language code (EN, TY, ...). */
  readonly getLanguage: () => string;
  /** The session token, when logged in. Defaults to the stored session's (member or trial). */
  readonly getToken?: () => string | undefined;
  /** The `Merchant` header; defaults to the trial merchant code during a trial, else `merchantCode`. */
  readonly getMerchantCode?: () => string;
  /** `OTHERS` when running as an installed web app (config's `detectDevice().deviceHeader`). */
  readonly getDevice?: () => string | undefined;
  /** Seals the encrypted calls; without one they fail with ENCRYPTION_ERROR rather than go out in the clear. */
  readonly cipher?: PayloadCipher;
  /** Called once when the server says the session is gone, however many requests were in flight. */
  readonly onSessionExpired?: () => void;
  /** Drops the stored session on expiry; defaults to clearing session storage's session entries. */
  readonly clearSession?: () => void;
  /** Logout's local clearing; defaults to session's `clearOnLogout` (storage, caches, remembered passwords). */
  readonly clearOnLogout?: () => Promise<void>;
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryOptions>;
  /** A request slower than this marks the connection as slow. */
  readonly slowAfterMs?: number;
  readonly fetch?: typeof fetch;
}

let context: ClientContext | undefined;

/** Connects the api to the app's runtime config and session. Call before the first request. */
export function configureClient(next: ClientContext): void {
  context = next;
}

export function clientContext(): ClientContext {
  if (!context) {
    throw new Error('The /wps client is not configured: call configureClient() before the first request.');
  }
  return context;
}

// Outside a browser (server rendering, Node tests) there is no session storage: that simply means no session.
function stored<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The token the next request carries. */
export function currentToken(ctx: ClientContext): string | undefined {
  return ctx.getToken ? ctx.getToken() : stored(() => readToken());
}

export function requestHeaders(ctx: ClientContext): Record<string, string> {
  const merchant =
    ctx.getMerchantCode?.() ?? stored(() => readTrialSession())?.merchantCode ?? ctx.merchantCode;
  const headers: Record<string, string> = {
    Merchant: merchant,
    Language: ctx.getLanguage() || DEFAULT_LANGUAGE,
  };
  const device = ctx.getDevice?.();
  if (device) headers.Device = device;
  const token = currentToken(ctx);
  if (token) headers.Authorization = token;
  return headers;
}
