import type { Game } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';
import type { ToastMessage } from '@wps-mobile/ui';
import { memo, useEffect } from 'react';
import { useFavouriteToggle } from '../../lib/games/use-favourite-toggle';
import { GameGrid } from './game-grid';
import { sourceOf, type GameListParams } from './game-list-rules';
import { useGamePages } from './use-game-pages';

export interface GameListResultsProps {
  params: GameListParams;
  language: string;
  signedIn: boolean;
  onOpen: (game: Game) => void;
  /** The screen's toast: stable callbacks, so a page arriving never renders the screen around the list. */
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  hideToast: () => void;
}

/**
 * The games of the list with their paging and favourite hearts. Its own component, memoised, so a page of
 * games arriving while the player scrolls renders the grid alone, not the search, filters and vendor strip.
 */
export const GameListResults = memo(function GameListResults({
  params,
  language,
  signedIn,
  onOpen,
  showToast,
  hideToast,
}: GameListResultsProps) {
  const pages = useGamePages(params, language, signedIn);
  const favourites = useFavouriteToggle((message) => showToast({ type: 'fail', message }));
  // On the favourites view a game whose heart was just cleared leaves the list at once.
  const games =
    sourceOf(params) === 'fav'
      ? pages.games.filter((game) => favourites.isFavourite(game.nodeId))
      : pages.games;

  const firstPageLoading = pages.firstPageLoading;
  useEffect(() => {
    if (!firstPageLoading) return;
    showToast({ type: 'loading', durationMs: CONSTANTS.toast.gameListLoadingMs });
    return hideToast;
  }, [firstPageLoading, showToast, hideToast]);

  return (
    <GameGrid
      games={games}
      status={pages.status}
      onEndReached={pages.loadMore}
      onRetry={pages.retry}
      onOpen={onOpen}
      favourites={favourites}
    />
  );
});
