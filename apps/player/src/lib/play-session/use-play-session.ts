import { useMemo } from 'react';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { useSession } from '../session/use-session';
import { beginPlaySession, type PlaySession } from './play-session-store';

/**
 * The signed-in member's play session (started on the first screen after the login and kept until logout), or
 * undefined for visitors, trial accounts and merchants with responsible gaming off.
 */
export function usePlaySession(): PlaySession | undefined {
  const session = useSession();
  const { responsibleGaming } = useRuntimeConfig();
  const userName = responsibleGaming.enabled ? session?.userName : undefined;
  return useMemo(
    () => (userName === undefined ? undefined : beginPlaySession(userName, Date.now())),
    [userName],
  );
}
