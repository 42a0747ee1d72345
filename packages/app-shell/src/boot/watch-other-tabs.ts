import { reportSessionEndedElsewhere } from '@wps-mobile/api-client';
import { watchSessionInOtherTabs } from '@wps-mobile/session';
import type { Dispatch } from '@reduxjs/toolkit';

/**
 * A logout or an expiry in another tab ends the session here too, with the same notice an expiry gives. Loaded
 * beside the first render, not before it: no tab acts on another's change before it has drawn anything anyway.
 */
export function watchOtherTabs(dispatch: Dispatch): () => void {
  return watchSessionInOtherTabs((token) => reportSessionEndedElsewhere(token, dispatch));
}
