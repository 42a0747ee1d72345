import { useNavigate } from 'react-router';
import { accessToGame } from '../session/access-rules';
import { readViewer } from '../session/read-viewer';
import { gameOpening, type LaunchableGame } from './game-targets';
import { useLaunchGame } from './use-launch-game';

/**
 * Opens a tapped game the way its vendor needs: lottery games through the lottery launch page, the rest through
 * the generic launch. Home, the game lists, winners and hot matches all open games here; a visitor is sent to
 * log in first (spec section 6).
 */
export function useOpenGame() {
  const navigate = useNavigate();
  const { start, launching, failed, clearFailure } = useLaunchGame();
  const open = (game: LaunchableGame) => {
    const opening = gameOpening(game);
    if (opening.kind === 'launch') {
      void start(opening.target);
      return;
    }
    const access = accessToGame(readViewer());
    void navigate(access.kind === 'redirect' ? access.to : opening.href);
  };
  return { open, launching, failed, clearFailure };
}
