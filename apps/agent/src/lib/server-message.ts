import { isWpsError, WPS_ERROR_CODES as CODES } from '@wps-mobile/api-client';

const KEYS = {
  [CODES.usernameTaken]: 'errors.usernameExists',
  [CODES.userNotFound]: 'errors.userNotFound',
  [CODES.permissionDenied]: 'errors.noPermission',
  [CODES.systemError]: 'errors.unknown',
  FETCH_ERROR: 'errors.noInternet',
  TIMEOUT_ERROR: 'errors.slowConnection',
} as const;

export type ServerMessageKey = (typeof KEYS)[keyof typeof KEYS];

/** A failed call in the user's language: our label for known codes, else the server's own text. */
export function serverMessage(error: unknown, t: (key: ServerMessageKey) => string): string {
  if (!isWpsError(error)) return t('errors.unknown');
  const key = (KEYS as Partial<Record<string, ServerMessageKey>>)[error.errorCode];
  return key ? t(key) : error.message || t('errors.unknown');
}
