import type { Game } from '@wps-mobile/api-client/contract';
import { GameTile } from '@wps-mobile/ui';
import { memo } from 'react';

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
    <GameTile
      name={game.gameName}
      imageSrc={game.iconUrl}
      onLaunch={() => onOpen(game)}
      favourite={favourite}
      onFavouriteChange={(wanted) => onFavouriteChange(game, wanted)}
      priority={firstRow}
      {...(tag ? { tag } : {})}
    />
  );
});
