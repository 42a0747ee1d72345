import { SESSION_EXPIRED_CODES } from './contract/error-codes';
import type { WpsError } from './request';

/** Narrows the `error` of a hook result (RTK Query types it as WpsError or a serialized exception). */
export function isWpsError(error: unknown): error is WpsError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { errorCode?: unknown }).errorCode === 'string'
  );
}

/**
 * Whether an error means the session is gone: HTTP 401, or one of the platform's session-gone codes under any
 * status (the real platform is not consistent about the status it pairs them with). The base query asks this of
 * every request that carried a token, clearing the session and calling the hook; a screen may ask it too.
 */
export function isSessionGoneError(error: unknown): boolean {
  if (!isWpsError(error)) return false;
  const code = error.errorCode as (typeof SESSION_EXPIRED_CODES)[number];
  return error.status === 401 || SESSION_EXPIRED_CODES.includes(code);
}
