import { readSession, type SessionInfo } from '@wps-mobile/session';
import { useLocation } from 'react-router';

function safeRead(): SessionInfo | undefined {
  try {
    return readSession();
  } catch {
    return undefined;
  }
}

/**
 * The stored member session (MC_SESSION_INFO). Read again on every navigation, so a login or an expiry shows up
 * on the next screen without a store of its own.
 */
export function useSession(): SessionInfo | undefined {
  useLocation();
  return safeRead();
}
