import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { clearSession, memberDataKeys } from '@wps-mobile/session';
import { clientContext, type ClientContext } from './client-context';

// Tokens already reported as gone, or ended by the member's own logout. Every request in flight with that token
// fails the same way; only the first one clears the session and calls the hook, and a logout's never does. A
// new login brings a new token, which can expire again later.
const settled = new Set<string>();

/** Dispatched once per expired token; `sessionResetMiddleware` empties the api's cache on it. */
export const sessionExpired = createAction('wps/sessionExpired');

// Member data cached in local storage (member info, bank list) must not outlive the session that fetched it;
// the language, the download bar, remembered user names and public caches stay.
function dropMemberCaches(): void {
  try {
    const local = globalThis.localStorage;
    for (const key of memberDataKeys(local)) local.removeItem(key);
  } catch {
    // No local storage here (not a browser, or blocked): nothing was cached.
  }
}

/**
 * Clears the session and the member caches, calls `dropApiCache`, then `onSessionExpired`; once per expired
 * token, and never for a token its logout ended. Returns whether it did.
 */
export function reportSessionGone(ctx: ClientContext, sentToken: string, dropApiCache?: () => void): boolean {
  if (settled.has(sentToken)) return false;
  settled.add(sentToken);
  if (ctx.clearSession) ctx.clearSession();
  else {
    try {
      clearSession();
    } catch {
      // No session storage here (not a browser): nothing to clear.
    }
  }
  dropMemberCaches();
  dropApiCache?.();
  ctx.onSessionExpired?.();
  return true;
}

/**
 * Another tab of the app logged out or saw the session expire (`watchSessionInOtherTabs` has already forgotten
 * this tab's copy): this tab ends it the way an expiry does, once per token, with `sessionExpired` dispatched.
 */
export function reportSessionEndedElsewhere(
  token: string,
  dispatch: (action: UnknownAction) => unknown,
): void {
  reportSessionGone(clientContext(), token, () => dispatch(sessionExpired()));
}

/**
 * The member is logging out with this token: a 'session gone' answer for it (to the logout call or to a read
 * still in flight) is the end they asked for, not an expiry to tell them about.
 */
export function settleSessionEnd(token: string): void {
  settled.add(token);
}

/** Forgets which tokens were reported (tests, or an app that re-configures the client). */
export function resetSessionExpiry(): void {
  settled.clear();
}
