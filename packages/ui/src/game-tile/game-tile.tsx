import { useTranslation } from '@wps-mobile/i18n';
import { IconHeart } from '../icons/control-icons';
import { Skeleton } from '../loading/skeleton';
import { usePressable } from '../touch-feedback/use-pressable';
import { classNames } from '../internal/class-names';
import './game-tile.css';

export interface GameTileProps {
  name: string;
  /** Game icon URL; square pictures suit the tile best. */
  imageSrc?: string;
  /** The icon at other widths (`<img srcset>`), with `imageSizes`, so a phone downloads the width it draws. */
  imageSrcSet?: string;
  /** How wide the grid draws the tile (`<img sizes>`, e.g. `25vw`); used with `imageSrcSet`. */
  imageSizes?: string;
  /** Launches the game (the app sends visitors to /m/login). */
  onLaunch: () => void;
  /** Whether the game is a favourite; shows the heart only together with onFavouriteChange. */
  favourite?: boolean;
  /** Called with the new state; the app adds or removes it (or sends a visitor to log in). */
  onFavouriteChange?: (favourite: boolean) => void;
  /** A short tag over the picture ("NEW", "HOT"). */
  tag?: string;
  /**
   * The tile is in the first row of a screen: its picture loads at once with high priority and is drawn with
   * the tile. Other tiles' pictures load lazily, after the first row's, as the grid comes into view.
   */
  priority?: boolean;
}

/** One game in a grid: picture and name launch it, the heart toggles it as a favourite (aria-pressed). */
export function GameTile({
  name,
  imageSrc,
  imageSrcSet,
  imageSizes,
  onLaunch,
  favourite = false,
  onFavouriteChange,
  tag,
  priority = false,
}: GameTileProps) {
  const { t } = useTranslation();
  // The platform's touch timings (spec section 9): pressed 130 ms after the finger lands, kept 100 ms after
  // release, dropped when the finger moves 20 px (a scroll that starts on a tile does not flash it).
  const pressable = usePressable('wps-game-tile__launch');
  return (
    <div className="wps-game-tile">
      <button type="button" {...pressable} onClick={onLaunch}>
        <span className="wps-game-tile__picture">
          {imageSrc ? (
            // Empty alt: the name under the picture already names the button.
            <img
              {...(imageSrcSet ? { srcSet: imageSrcSet, sizes: imageSizes } : {})}
              src={imageSrc}
              alt=""
              width={120}
              height={120}
              {...(priority
                ? { loading: 'eager', fetchPriority: 'high', decoding: 'sync' }
                : { loading: 'lazy', decoding: 'async' })}
            />
          ) : null}
          {tag && <span className="wps-game-tile__tag">{tag}</span>}
        </span>
        {/* A server name: shown whole in its title where two lines cannot hold it. */}
        <span className="wps-game-tile__name" title={name}>
          {name}
        </span>
      </button>
      {onFavouriteChange && (
        <button
          type="button"
          className={classNames('wps-game-tile__heart', favourite && 'wps-game-tile__heart--on')}
          aria-label={t('ui.favourite', { name })}
          aria-pressed={favourite}
          onClick={() => onFavouriteChange(!favourite)}
        >
          <IconHeart size={20} filled={favourite} />
        </button>
      )}
    </div>
  );
}

/**
 * A game tile's shape while the list loads (hidden from assistive technology like every skeleton): the same boxes
 * as a tile, the picture's square and the name's two lines, so the game that replaces it moves nothing.
 */
export function GameTileSkeleton() {
  return (
    <div className="wps-game-tile" aria-hidden="true">
      <span className="wps-game-tile__launch">
        <span className="wps-game-tile__picture wps-skeleton" />
        <span className="wps-game-tile__name wps-game-tile__name--placeholder">
          <Skeleton width="80%" height="1em" />
        </span>
      </span>
    </div>
  );
}
