import { STORAGE_KEYS } from '@wps-mobile/config';

// The platform stores the flag as the strings '1' and '0'; other merchant front ends read the same key.
const ON = '1';
const OFF = '0';

/** Whether the member asked to be logged in again automatically (`autoLogin` in local storage). */
export function isAutoLogin(storage: Storage = localStorage): boolean {
  return storage.getItem(STORAGE_KEYS.autoLogin) === ON;
}

/** Records the member's auto-login choice; logout always stores it as off. */
export function setAutoLogin(enabled: boolean, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.autoLogin, enabled ? ON : OFF);
}
