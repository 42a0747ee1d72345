import { STORAGE_KEYS } from '@wps-mobile/config';
import { deviceStorage, tokenOfEntry } from './session-entry';

export interface SessionWatchOptions {
  readonly tab?: Storage;
  readonly device?: Storage;
  /** Where `storage` events arrive; the window. */
  readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * `storage` events that arrived before the watch started (an app that loads the watch late keeps them), gone
   * through first, in order, as if they had just come.
   */
  readonly earlier?: readonly StorageEvent[];
}

/**
 * Follows the device's session from the other tabs of the app (the `storage` event, which fires only in the
 * tabs that did not make the change). When another tab logs out or learns the session expired, the device's
 * `MC_SESSION_INFO` goes: this tab forgets its own copy and `onEnded` gets the token that ended, once. When
 * another tab signs in anew, this tab takes the new session. Nothing here reloads a page, so no tab can set off
 * another. Returns the function that stops watching.
 */
export function watchSessionInOtherTabs(
  onEnded: (token: string) => void,
  options: SessionWatchOptions = {},
): () => void {
  const device = options.device ?? deviceStorage();
  const events = options.events ?? globalThis.window;
  if (!device || !events) return () => undefined;
  const tab = options.tab ?? sessionStorage;
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== device) return;
    // A null key is the whole of local storage cleared.
    if (event.key !== null && event.key !== STORAGE_KEYS.session) return;
    const own = tokenOfEntry(tab.getItem(STORAGE_KEYS.session));
    // Signed out here: a sign-in elsewhere is picked up by this tab's next read of the session.
    if (!own) return;
    const next = event.key === null ? null : event.newValue;
    if (tokenOfEntry(next) === own) return;
    if (next !== null) {
      tab.setItem(STORAGE_KEYS.session, next);
      tab.removeItem(STORAGE_KEYS.trialName);
      return;
    }
    tab.removeItem(STORAGE_KEYS.session);
    tab.removeItem(STORAGE_KEYS.trialName);
    onEnded(own);
  };
  for (const event of options.earlier ?? []) listener(event);
  events.addEventListener('storage', listener);
  return () => events.removeEventListener('storage', listener);
}
