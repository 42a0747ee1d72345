import { STORAGE_KEYS } from '@wps-mobile/config';
import { setAutoLogin } from './auto-login';
import type { KeyStore } from './key-store';

export interface LogoutStorage {
  readonly session?: Storage;
  readonly local?: Storage;
  readonly keyStore?: KeyStore;
}

/** Local-storage keys that hold member data and so must not outlive a logout. */
export function memberDataKeys(local: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < local.length; i += 1) {
    const key = local.key(i);
    if (key?.startsWith(STORAGE_KEYS.memberCachePrefix)) keys.push(key);
  }
  return keys;
}

/**
 * Clears on this device exactly what the spec's logout clears: `autoLogin` stored as 0; the token, the trial
 * user and everything else in session storage; the cached member info and bank list (every member-data cache);
 * the saved password data (remembered passwords and their device key). The remembered user names, language,
 * `hideDownloadBar`, `WEBCLIP` and public caches stay. The logout call and the reload to /m/home are the app's.
 */
export async function clearOnLogout(options: LogoutStorage = {}): Promise<void> {
  const session = options.session ?? sessionStorage;
  const local = options.local ?? localStorage;
  setAutoLogin(false, local);
  // The whole of session storage: MC_SESSION_INFO, trialName and any password held for the change form; and the
  // device's copy of MC_SESSION_INFO, whose removal signs out the other tabs.
  session.clear();
  local.removeItem(STORAGE_KEYS.session);
  for (const key of memberDataKeys(local)) local.removeItem(key);
  // Loaded on logout only: no first screen needs the remembered-login code or its key store.
  const { forgetRememberedPasswords } = await import('./remembered-login');
  await forgetRememberedPasswords({
    storage: local,
    ...(options.keyStore ? { keyStore: options.keyStore } : {}),
  });
}
