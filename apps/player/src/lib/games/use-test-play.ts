import { isWpsError, useFreePlayLoginMutation, useTrialUserQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useNavigate } from 'react-router';

/**
 * Free trial ("test play", spec section 4): the free-play login stores a trial session (token and trial merchant
 * code, the trial name apart), then home. The merchant offers no trial when the trial value is 0.
 */
export function useTestPlay() {
  const navigate = useNavigate();
  const trial = useTrialUserQuery();
  const [freePlay, { isLoading }] = useFreePlayLoginMutation();
  const offered = trial.data !== undefined && trial.data.trial !== 0;

  /** Starts the trial; answers the server's message when it fails. */
  async function play(): Promise<{ ok: true } | { ok: false; message?: string }> {
    try {
      await freePlay().unwrap();
      await navigate(routePath('home'), { replace: true });
      return { ok: true };
    } catch (error) {
      return { ok: false, ...(isWpsError(error) ? { message: error.message } : {}) };
    }
  }

  return { offered, checking: trial.isLoading, play, playing: isLoading };
}
