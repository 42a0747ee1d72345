import { routePath } from '@wps-mobile/config';
import { readSession } from '@wps-mobile/session';
import { useNavigate } from 'react-router';
import { gameOpening, type LaunchableGame } from './game-targets';
import { useLaunchGame } from './use-launch-game';

/** Opens a tapped game the way its vendor needs; visitors are sent to log in first (spec section 6). */
export function useOpenGame() {
  const navigate = useNavigate();
  const { start, launching, failed } = useLaunchGame();
  const open = (game: LaunchableGame) => {
    const opening = gameOpening(game);
    if (opening.kind === 'launch') {
      void start(opening.target);
      return;
    }
    void navigate(readSession() ? opening.href : routePath('login'));
  };
  return { open, launching, failed };
}
