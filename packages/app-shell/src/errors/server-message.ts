import { isWpsError } from '@wps-mobile/api-client';
import { WPS_ERROR_CODES as CODES } from '@wps-mobile/api-client';

/** Failures whose text the label tables hold, so the user reads them in the chosen language. */
const MESSAGE_KEYS = {
  [CODES.usernameTaken]: 'errors.usernameExists',
  [CODES.invitationInvalid]: 'errors.invalidInvitationCode',
  [CODES.smsCodeInvalid]: 'errors.verificationCode',
  [CODES.captchaInvalid]: 'errors.captchaWrong',
  [CODES.userNotFound]: 'errors.userNotFound',
  [CODES.permissionDenied]: 'errors.noPermission',
  [CODES.functionUnavailable]: 'errors.functionUnavailable',
  [CODES.systemBusy]: 'errors.systemBusy',
  [CODES.tooManyRequests]: 'errors.tooManyRequests',
  [CODES.systemError]: 'errors.unknown',
  [CODES.urlEmpty]: 'errors.emptyUrl',
  // A sealed body refused as too old or already received (the client reseals once after `expired` itself).
  [CODES.encryptionExpired]: 'errors.requestExpired',
  [CODES.encryptionReplayed]: 'errors.requestReplayed',
  // Failures before any answer arrived (see the api-client's transport errors).
  FETCH_ERROR: 'errors.noInternet',
  TIMEOUT_ERROR: 'errors.slowConnection',
  ENCRYPTION_ERROR: 'errors.unknown',
} as const;

export type ServerMessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS] | 'errors.passwordsLocked';

/** The labels' lookup: a key, and for the lock message the minutes it lasts. */
export type ServerMessageLabels = (key: ServerMessageKey, values?: { minutes: number }) => string;

/** How long a password lock lasts, as the server said (`value.lockedMinutes`), in whole minutes. */
function lockedMinutes(value: unknown): number {
  const minutes = (value as { lockedMinutes?: unknown } | undefined)?.lockedMinutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : 1;
}

/**
 * The message for a failed call: a translated label for the codes we know, else the server's own message
 * (the platform writes it in the language of the `Language` header), else "Unknown error" (network failures).
 * Too many wrong passwords say how long every password check of the member is locked.
 */
export function serverMessage(error: unknown, t: ServerMessageLabels): string {
  if (!isWpsError(error)) return t('errors.unknown');
  if (error.errorCode === CODES.credentialLocked)
    return t('errors.passwordsLocked', { minutes: lockedMinutes(error.value) });
  const key = (MESSAGE_KEYS as Partial<Record<string, ServerMessageKey>>)[error.errorCode];
  if (key) return t(key);
  return error.message || t('errors.unknown');
}
