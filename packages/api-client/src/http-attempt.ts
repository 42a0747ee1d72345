import { isWpsEnvelope } from './contract/envelope';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from './contract/error-codes';
import type { WpsError } from './request';

export interface AttemptInput {
  readonly url: URL;
  readonly init: RequestInit;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  readonly fetch: typeof fetch;
}

export interface AttemptResult {
  readonly data?: unknown;
  readonly error?: WpsError;
  /** Seconds the server asked to wait (429 and 503 may say). */
  readonly retryAfter?: number;
  readonly answered: boolean;
  readonly timedOut: boolean;
}

const transportError = (status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'): WpsError => ({
  status,
  errorCode: status,
  message: WPS_ERROR_MESSAGES.unknown,
});

/** One HTTP exchange: the envelope unwrapped into data or one typed error; never throws. */
export async function attempt(input: AttemptInput): Promise<AttemptResult> {
  // One controller for both the caller's abort and the timeout (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, input.timeoutMs);
  const abort = () => controller.abort();
  input.signal.addEventListener('abort', abort);
  let response: Response;
  let payload: unknown;
  try {
    response = await input.fetch(input.url, { ...input.init, signal: controller.signal });
    payload = await response.json().catch(() => undefined);
  } catch {
    const status = timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { error: transportError(status), answered: false, timedOut };
  } finally {
    clearTimeout(timer);
    input.signal.removeEventListener('abort', abort);
  }
  const retryAfterHeader = Number(response.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined;
  const extra = { answered: true, timedOut: false, ...(retryAfter ? { retryAfter } : {}) };
  if (!isWpsEnvelope(payload)) {
    // A proxy's HTML error page: keep the HTTP status so 502/503 stay retryable.
    const status = response.ok ? 'PARSE_ERROR' : response.status;
    const message = WPS_ERROR_MESSAGES.unknown;
    return { error: { status, errorCode: WPS_ERROR_CODES.systemError, message }, ...extra };
  }
  if (payload.success) return { data: payload.value, ...extra };
  const { errorCode, message, value } = payload;
  const error = { status: response.status, errorCode, message, ...(value !== undefined ? { value } : {}) };
  return { error, ...extra };
}
