import { useLaunchGameMutation } from '@wps-mobile/api-client';
import type { GameCategory } from '@wps-mobile/api-client/contract';
import { readSession } from '@wps-mobile/session';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export interface LaunchTarget {
  category: GameCategory;
  vendor: string;
  nodeId: string;
  gameId?: string;
}

/** Launches a game for a member (opening its URL); a visitor goes to the login page instead. */
export function useLaunchGame() {
  const navigate = useNavigate();
  const [launch, { isLoading }] = useLaunchGameMutation();
  const [failed, setFailed] = useState<string | undefined>();
  const start = async (target: LaunchTarget) => {
    if (!readSession()) {
      void navigate('/m/login');
      return;
    }
    setFailed(undefined);
    try {
      const { url } = await launch(target).unwrap();
      window.location.assign(url);
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      setFailed(typeof message === 'string' && message !== '' ? message : 'error');
    }
  };
  return { start, launching: isLoading, failed };
}
