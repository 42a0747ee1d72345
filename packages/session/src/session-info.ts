import { STORAGE_KEYS } from '@wps-mobile/config';
import { deviceStorage, readSessionEntry, removeSessionEntry, writeSessionEntry } from './session-entry';

/**
 * The logged-in member's session, stored under `MC_SESSION_INFO` in local storage and in this tab's session
 * storage: it lasts through a reload, a new tab and a reopened app, until logout or the server ends it.
 */
export interface SessionInfo {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  /** Member type, from the login response's `customerType`. */
  readonly type: number;
  readonly firstTimeLogin: boolean;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    typeof v.firstTimeLogin === 'boolean'
  );
}

/** Reads the stored session; a missing, unreadable or tampered entry counts as no session. */
export function readSession(
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): SessionInfo | undefined {
  const raw = readSessionEntry(storage, device);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionInfo(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the session after a successful login. */
export function writeSession(
  session: SessionInfo,
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): void {
  writeSessionEntry(JSON.stringify(session), storage, device);
}

/**
 * Forgets the session, member or trial, in this tab and on the device (the server said it is gone); logout
 * clears more, see clearOnLogout.
 */
export function clearSession(
  storage: Storage = sessionStorage,
  device: Storage | undefined = deviceStorage(),
): void {
  removeSessionEntry(storage, device);
  storage.removeItem(STORAGE_KEYS.trialName);
}
