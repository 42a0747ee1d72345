import { reportSessionEndedElsewhere } from '@wps-mobile/api-client';
import { watchSessionInOtherTabs } from '@wps-mobile/session';
import type { Dispatch } from '@reduxjs/toolkit';

/**
 * A logout or an expiry in another tab ends the session here too, with the same notice an expiry gives. Loaded
 * at another tab's first change to the device's storage (`start-app`); the `storage` events kept until then are
 * handed in as `earlier`, and the listener that kept them (`keeper`) stops.
 */
export function watchOtherTabs(
  dispatch: Dispatch,
  earlier: readonly StorageEvent[],
  keeper: (event: StorageEvent) => void,
): () => void {
  // From here on the watch hears every event itself.
  window.removeEventListener('storage', keeper);
  return watchSessionInOtherTabs((token) => reportSessionEndedElsewhere(token, dispatch), { earlier });
}
