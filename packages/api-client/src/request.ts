/** Calls that must never be repeated automatically: a second login or a second withdrawal is not harmless. */
export type SensitiveCall = 'auth' | 'money';

/** Local caching of a GET across reloads (spec section 9's "cached locally" list). */
export interface LocalCacheRule {
  /** Stable name of the cached data, e.g. `memberInfo`. */
  readonly name: string;
  /** Oldest entry still served, in milliseconds. */
  readonly maxAgeMs: number;
  /**
   * Member data is bound to the logged-in member and dropped on logout; public data is shared. `auto` is for
   * calls whose answer depends on whether a member is logged in: member data with a session, else public.
   */
  readonly scope: 'member' | 'public' | 'auto';
}

/** One request to `/wps`: a path below the API base, plus method, query and JSON body. */
export interface WpsRequest {
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly params?: Readonly<Record<string, string | number | boolean | undefined | null>>;
  readonly body?: unknown;
  /** Send the body as `application/x-www-form-urlencoded` (the platform's form posts). */
  readonly form?: boolean;
  /** Seal the body with the payload cipher (every call that carries a password or payment password). */
  readonly encrypted?: boolean;
  /** Auth and money calls are never retried, whatever their method. */
  readonly sensitive?: SensitiveCall;
  /** Override the default (GETs that are not sensitive are retried). */
  readonly retry?: boolean;
  readonly localCache?: LocalCacheRule;
  /** The logout call: a 'session gone' answer for its token is the end asked for, never reported as an expiry. */
  readonly endsSession?: boolean;
  /** Sent as the `Idempotency-Key` header (money submits). */
  readonly idempotencyKey?: string;
}

/** Every failure the api reports, whether the server answered or the network did not. */
export interface WpsError {
  /** HTTP status, or what went wrong before one arrived. */
  readonly status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR' | 'ENCRYPTION_ERROR';
  readonly errorCode: string;
  readonly message: string;
  readonly value?: unknown;
}

/** Builds the request URL below the API base; `/wps/...` paths and bare `/...` paths both work. */
export function buildUrl(apiBase: string, path: string, params: WpsRequest['params']): string {
  const relative = path.startsWith('/wps/') ? path.slice('/wps'.length) : path;
  const base = apiBase.replace(/\/+$/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return `${base}${relative}${search ? `?${search}` : ''}`;
}

/** Whether a request may be retried at all (the error decides whether it will be). */
export function isRetryable(request: WpsRequest): boolean {
  if (request.retry !== undefined) return request.retry && !request.sensitive;
  return (request.method ?? 'GET') === 'GET' && !request.sensitive && !request.encrypted;
}
