import type { Game } from '@wps-mobile/api-client/contract';
import { useServerPicture } from '@wps-mobile/app-shell';
import { GameTile, type GameTileProps } from '@wps-mobile/ui';

export interface ServerGameTileProps extends Omit<
  GameTileProps,
  'name' | 'imageSrc' | 'imageSrcSet' | 'imageSizes'
> {
  game: Pick<Game, 'gameName' | 'iconUrl'>;
  /** How wide the grid draws the tile (`picture-sizes.ts`). */
  sizes: string;
}

/**
 * A game's tile with its icon where the merchant's image CDN keeps game icons, offered at the widths the grid
 * draws it when the CDN can resize.
 */
export function ServerGameTile({ game, sizes, ...tile }: ServerGameTileProps) {
  const icon = useServerPicture(game.iconUrl, sizes, 'gameIcon');
  return (
    <GameTile
      {...tile}
      name={game.gameName}
      imageSrc={icon.src}
      {...(icon.srcSet ? { imageSrcSet: icon.srcSet, imageSizes: icon.sizes } : {})}
    />
  );
}
