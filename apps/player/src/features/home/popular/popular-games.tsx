import type { Game } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, GameTileSkeleton, NoData, Toast } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { useFavouriteToggle } from '../../../lib/games/use-favourite-toggle';
import { useRevealedCount } from '../../../lib/screens/use-revealed-count';
import { useToast } from '../../../lib/screens/use-toast';
import { useOpenGame } from '../../../lib/games/use-open-game';
import { ServerGameTile } from '../../../lib/games/server-game-tile';
import { GAME_GRID_TILE_SIZES } from '../../../lib/images/picture-sizes';

const PLACEHOLDER_TILES = 6;
/** Six rows of three: more than a phone's first screen holds; the rest follows as the player scrolls. */
const TILES_PER_BATCH = 18;

export interface PopularGamesProps {
  games: readonly Game[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * A grid of games that launch on a tap and carry the favourite heart, with its loading shape, its failure
 * message and the empty state; a favourite change the server refuses is told in a toast.
 */
export function PopularGames(props: PopularGamesProps) {
  const toast = useToast();
  const favourites = useFavouriteToggle((message) => toast.show({ type: 'fail', message }));
  return (
    <>
      <GameGrid {...props} favourites={favourites} />
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </>
  );
}

function GameGrid({
  games,
  loading,
  failed,
  onRetry,
  favourites,
}: PopularGamesProps & { favourites: ReturnType<typeof useFavouriteToggle> }): ReactNode {
  const { t } = useTranslation();
  const { open, failed: launchFailed } = useOpenGame();
  const revealed = useRevealedCount(games, TILES_PER_BATCH);
  if (loading) {
    return (
      <div className="popular-grid" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="popular-message" role="alert">
        <p>{t('home.popular.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (games.length === 0) return <NoData />;
  return (
    <>
      {launchFailed ? (
        <p className="popular-message" role="alert">
          {launchFailed === 'error' ? t('errors.unknown') : launchFailed}
        </p>
      ) : null}
      <ul className="popular-grid">
        {games.slice(0, revealed.count).map((game) => (
          <li key={game.nodeId}>
            <ServerGameTile
              game={game}
              sizes={GAME_GRID_TILE_SIZES}
              onLaunch={() => open(game)}
              favourite={favourites.isFavourite(game.nodeId)}
              onFavouriteChange={(wanted) =>
                favourites.toggle({ nodeId: game.nodeId, vendor: game.vassalage }, wanted)
              }
              {...(game.isNew ? { tag: t('games.classNew') } : {})}
            />
          </li>
        ))}
      </ul>
      <div ref={revealed.endRef} aria-hidden="true" />
    </>
  );
}
