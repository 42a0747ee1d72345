import type { WpsErrorCode } from './error-codes';

/** Every successful `/wps` answer: the payload sits under `value`. */
export interface WpsSuccess<T> {
  readonly success: true;
  readonly value: T;
}

/**
 * Every failed `/wps` answer. `errorCode` is what code should branch on; `message` is already readable English
 * (or the request's language). Some failures carry a `value`, e.g. a login failure demanding a captcha.
 */
export interface WpsFailure<V = unknown> {
  readonly success: false;
  /** One of {@link WPS_ERROR_CODES}, or any other code the real platform may invent. */
  readonly errorCode: WpsErrorCode | (string & {});
  readonly message: string;
  readonly value?: V;
}

export type WpsEnvelope<T, V = unknown> = WpsSuccess<T> | WpsFailure<V>;

export function success<T>(value: T): WpsSuccess<T> {
  return { success: true, value };
}

export function failure<V = never>(
  errorCode: WpsFailure['errorCode'],
  message: string,
  value?: V,
): WpsFailure<V> {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}

/** Narrows any parsed JSON to a `/wps` envelope, so a proxy's HTML error page is not mistaken for an answer. */
export function isWpsEnvelope(input: unknown): input is WpsEnvelope<unknown> {
  if (typeof input !== 'object' || input === null) return false;
  const candidate = input as Record<string, unknown>;
  if (candidate.success === true) return 'value' in candidate;
  return (
    candidate.success === false &&
    typeof candidate.errorCode === 'string' &&
    typeof candidate.message === 'string'
  );
}
