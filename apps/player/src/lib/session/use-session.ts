import { readSession, readTrialName, readTrialSession, type SessionInfo } from '@wps-mobile/session';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

function safeRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Whoever is signed in: a member by account name, or a free trial account by its trial name when it has one. */
export type SignedIn =
  | { readonly kind: 'member'; readonly name: string }
  | { readonly kind: 'trial'; readonly name: string | undefined };

/** The signed-in account of the stored sessions, member first (a member session replaces a trial one). */
export function readSignedIn(): SignedIn | undefined {
  const member = safeRead(readSession);
  if (member) return { kind: 'member', name: member.userName };
  if (!safeRead(readTrialSession)) return undefined;
  return { kind: 'trial', name: safeRead(readTrialName) };
}

/**
 * The stored member session (MC_SESSION_INFO). Read once per navigation, so a login or an expiry shows up on the
 * next screen without a store of its own, and a screen never changes role under the player mid-way.
 */
export function useSession(): SessionInfo | undefined {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the location key is the trigger to read again
  return useMemo(() => safeRead(readSession), [key]);
}

/** The signed-in member or trial account, read once per navigation like `useSession`. */
export function useSignedIn(): SignedIn | undefined {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the location key is the trigger to read again
  return useMemo(() => readSignedIn(), [key]);
}
