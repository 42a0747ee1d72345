import { useLaunchGameMutation } from '@wps-mobile/api-client';
import type { GameCategory } from '@wps-mobile/api-client/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accessToGame } from '../access-rules';
import { readViewer } from '../read-viewer';

export interface LaunchTarget {
  category: GameCategory;
  vendor: string;
  nodeId: string;
  gameId?: string;
}

/** Launches a game for a member or a trial account (opening its URL); a visitor goes to the login page instead. */
export function useLaunchGame() {
  const navigate = useNavigate();
  const [launch, { isLoading }] = useLaunchGameMutation();
  const [failed, setFailed] = useState<string | undefined>();
  const start = async (target: LaunchTarget) => {
    const access = accessToGame(readViewer());
    if (access.kind === 'redirect') {
      void navigate(access.to);
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
