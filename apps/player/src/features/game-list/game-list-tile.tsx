import type { Game } from '@wps-mobile/api-client/contract';
import { memo } from 'react';
import { ServerGameTile } from '../../lib/games/server-game-tile';
import { GAME_LIST_TILE_SIZES } from '../../lib/images/picture-sizes';

export interface GameListTileProps {
  game: Game;
  favourite: boolean;
  /** Shown over the picture: "New", the room type, or both (`gameTag`); none for the others. */
  tag: string | undefined;
  /** Both handlers must keep their identity across renders, so a tile renders only when its game changes. */
  onOpen: (game: Game) => void;
  onFavouriteChange: (game: Game, wanted: boolean) => void;
  /** In the list's first row: the picture the early script already asked for, drawn with the tile. */
  firstRow: boolean;
}

/**
 * One tile of the game list. Memoised: a page arriving, the window moving or another game's heart changing
 * leaves the tiles already in the page untouched.
 */
export const GameListTile = memo(function GameListTile({
  game,
  favourite,
  tag,
  onOpen,
  onFavouriteChange,
  firstRow,
}: GameListTileProps) {
  return (
    <ServerGameTile
      game={game}
      sizes={GAME_LIST_TILE_SIZES}
      onLaunch={() => onOpen(game)}
      favourite={favourite}
      onFavouriteChange={(wanted) => onFavouriteChange(game, wanted)}
      priority={firstRow}
      {...(tag ? { tag } : {})}
    />
  );
});
