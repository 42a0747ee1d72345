import type { Game } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { GameTile, NoData, WindowedList, type WindowedListStatus } from '@wps-mobile/ui';
import { CONSTANTS } from '@wps-mobile/config';
import type { useFavouriteToggle } from '../../lib/use-favourite-toggle';

export interface GameGridProps {
  games: readonly Game[];
  status: WindowedListStatus;
  onEndReached: () => void;
  onRetry: () => void;
  onOpen: (game: Game) => void;
  favourites: ReturnType<typeof useFavouriteToggle>;
}

/**
 * The games of the list as a windowed grid of tiles: only the rows near the screen are in the page, so 600+
 * games scroll smoothly; more load within 500 px of the end, at most once a second.
 */
export function GameGrid({ games, status, onEndReached, onRetry, onOpen, favourites }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <WindowedList
      className="game-list__grid"
      items={games}
      getKey={(game) => game.nodeId}
      label={t('routes.gameList')}
      minColumnWidth={96}
      gap={12}
      estimatedRowHeight={156}
      status={status}
      onEndReached={onEndReached}
      endThreshold={CONSTANTS.infiniteScroll.thresholdPx}
      endReachedInterval={CONSTANTS.infiniteScroll.throttleMs}
      onRetry={onRetry}
      loadingLabel={t('games.loadingMore')}
      errorLabel={t('games.loadFailed')}
      retryLabel={t('app.retry')}
      endLabel={t('games.noMore')}
      empty={<NoData text={t('games.noGames')} />}
      renderItem={(game) => (
        <GameTile
          name={game.gameName}
          imageSrc={game.iconUrl}
          onLaunch={() => onOpen(game)}
          favourite={favourites.isFavourite(game.nodeId)}
          onFavouriteChange={(wanted) =>
            favourites.toggle({ nodeId: game.nodeId, vendor: game.vassalage }, wanted)
          }
          {...(game.isNew ? { tag: t('games.classNew') } : {})}
        />
      )}
    />
  );
}
