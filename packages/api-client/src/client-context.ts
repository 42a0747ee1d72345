import { DEFAULT_LANGUAGE } from './contract';

/** Where the base query reads what every request needs; set once by the app at start. */
export interface ClientContext {
  /** `/wps` or the merchant API's origin plus `/wps`. */
  readonly apiBase: string;
  readonly merchantCode: string;
  /** Current platform language code (EN, TY, ...). */
  readonly getLanguage: () => string;
  /** The session token, when logged in. */
  readonly getToken: () => string | undefined;
  /** `OTHERS` when running as an installed web app, else undefined. */
  readonly getDevice?: () => string | undefined;
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

export function requestHeaders(ctx: ClientContext): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: ctx.merchantCode,
    Language: ctx.getLanguage() || DEFAULT_LANGUAGE,
  };
  const device = ctx.getDevice?.();
  if (device) headers.Device = device;
  const token = ctx.getToken();
  if (token) headers.Authorization = token;
  return headers;
}
