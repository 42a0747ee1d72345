import type { Game, RoomType } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData, WindowedList, type WindowedListStatus } from '@wps-mobile/ui';
import { CONSTANTS } from '@wps-mobile/config';
import { useCallback, useMemo } from 'react';
import type { useFavouriteToggle } from '../../lib/games/use-favourite-toggle';
import { FIRST_ROW_GAMES } from '../../lib/first-paint/first-paint-plan';
import { useStableCallback } from './use-stable-callback';
import { GameListTile } from './game-list-tile';

const gameKey = (game: Game) => game.nodeId;

export interface GameGridProps {
  games: readonly Game[];
  status: WindowedListStatus;
  onEndReached: () => void;
  onRetry: () => void;
  onOpen: (game: Game) => void;
  favourites: ReturnType<typeof useFavouriteToggle>;
}

interface TagLabels {
  readonly isNew: string;
  readonly rooms: Readonly<Record<RoomType, string>>;
}

/** What a tile's tag says: "New" for a new game, its room type (free, VIP, pay per view) where it has one. */
export function gameTag(game: Game, labels: TagLabels): string | undefined {
  const parts = [game.isNew && labels.isNew, game.roomType && labels.rooms[game.roomType]].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * The games of the list as a windowed grid of tiles: only the rows near the screen are in the page, so 600+
 * games scroll smoothly; more load within 500 px of the end, at most once a second.
 */
export function GameGrid({ games, status, onEndReached, onRetry, onOpen, favourites }: GameGridProps) {
  const { t } = useTranslation();
  // Stable handlers and a render function that changes only with the favourites or the language: the tiles are
  // memoised, so a page arriving or the window moving renders only the tiles that enter the page.
  const open = useStableCallback(onOpen);
  const toggle = useStableCallback((game: Game, wanted: boolean) =>
    favourites.toggle({ nodeId: game.nodeId, vendor: game.vassalage }, wanted),
  );
  const { isFavourite } = favourites;
  const tags = useMemo(
    () => ({
      isNew: t('games.classNew'),
      rooms: { FREE: t('games.roomFree'), VIP: t('menu.vip'), PPV: t('games.roomPayPerView') },
    }),
    [t],
  );
  const renderItem = useCallback(
    (game: Game, index: number) => (
      <GameListTile
        game={game}
        favourite={isFavourite(game.nodeId)}
        tag={gameTag(game, tags)}
        onOpen={open}
        onFavouriteChange={toggle}
        firstRow={index < FIRST_ROW_GAMES}
      />
    ),
    [isFavourite, tags, open, toggle],
  );
  return (
    <WindowedList
      className="game-list__grid"
      items={games}
      getKey={gameKey}
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
      renderItem={renderItem}
    />
  );
}
