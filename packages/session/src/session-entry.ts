import { STORAGE_KEYS } from '@wps-mobile/config';

/**
 * `MC_SESSION_INFO` lives in two places (spec, stored keys): this tab's session storage, which every read uses,
 * and the device's local storage, so a new tab, a reload and a reopened installed app find the session. Nothing
 * else about the session (the trial name, a password held for the change form) goes to local storage.
 */

/** The device's local storage, or none where the browser blocks it (the session then lasts as long as the tab). */
export function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function deviceCopy(device: Storage | undefined): string | null {
  try {
    return device?.getItem(STORAGE_KEYS.session) ?? null;
  } catch {
    return null;
  }
}

/** The stored entry, raw: this tab's copy, else the device's, which the tab then keeps as its own. */
export function readSessionEntry(tab: Storage, device: Storage | undefined = deviceStorage()): string | null {
  const own = tab.getItem(STORAGE_KEYS.session);
  if (own !== null) return own;
  const shared = deviceCopy(device);
  if (shared !== null) tab.setItem(STORAGE_KEYS.session, shared);
  return shared;
}

/** Stores the entry in both places. */
export function writeSessionEntry(
  entry: string,
  tab: Storage,
  device: Storage | undefined = deviceStorage(),
): void {
  tab.setItem(STORAGE_KEYS.session, entry);
  try {
    device?.setItem(STORAGE_KEYS.session, entry);
  } catch {
    // Local storage full or blocked: this tab still has its session.
  }
}

/** Removes the entry from both places; the other tabs see the removal and sign out too. */
export function removeSessionEntry(tab: Storage, device: Storage | undefined = deviceStorage()): void {
  tab.removeItem(STORAGE_KEYS.session);
  try {
    device?.removeItem(STORAGE_KEYS.session);
  } catch {
    // Nothing stored there.
  }
}

/** The token of a raw entry, if it holds one. */
export function tokenOfEntry(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const token = (JSON.parse(raw) as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}
