import { STORAGE_KEYS } from '@wps-mobile/config';

/** The logged-in member's session, stored under `MC_SESSION_INFO` in session storage (never local storage). */
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
export function readSession(storage: Storage = sessionStorage): SessionInfo | undefined {
  const raw = storage.getItem(STORAGE_KEYS.session);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionInfo(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the session after a successful login. */
export function writeSession(session: SessionInfo, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}

/** Forgets the session, member or trial (the server said it is gone); logout clears more, see clearOnLogout. */
export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEYS.session);
  storage.removeItem(STORAGE_KEYS.trialName);
}
