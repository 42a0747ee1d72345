import { readSession, type SessionInfo } from '@wps-mobile/session';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

function safeRead(): SessionInfo | undefined {
  try {
    return readSession();
  } catch {
    return undefined;
  }
}

/**
 * The stored member session (MC_SESSION_INFO). Read once per navigation, so a login or an expiry shows up on the
 * next screen without a store of its own, and a screen never changes role under the player mid-way.
 */
export function useSession(): SessionInfo | undefined {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the location key is the trigger to read again
  return useMemo(() => safeRead(), [key]);
}
