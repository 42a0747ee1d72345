import { clearSession } from '@wps-mobile/session';
import type { ClientContext } from './client-context';

// Tokens already reported as gone. Every request in flight with that token fails the same way; only the first
// one clears the session and calls the hook. A new login brings a new token, which can expire again later.
const reported = new Set<string>();

/** Clears the session and calls `onSessionExpired`, once per expired token. Returns whether it did. */
export function reportSessionGone(ctx: ClientContext, sentToken: string): boolean {
  if (reported.has(sentToken)) return false;
  reported.add(sentToken);
  if (ctx.clearSession) ctx.clearSession();
  else {
    try {
      clearSession();
    } catch {
      // No session storage here (not a browser): nothing to clear.
    }
  }
  ctx.onSessionExpired?.();
  return true;
}

/** Forgets which tokens were reported (tests, or an app that re-configures the client). */
export function resetSessionExpiry(): void {
  reported.clear();
}
