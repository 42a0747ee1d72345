/**
 * How wide each kind of server picture is drawn (`<img sizes>`), so that with the CDN's resizing convention the
 * browser downloads the width it draws. Written once: the early script's preload of home's first banner must
 * name the same `sizes` as the banner's `<img>`, or the browser would fetch the banner twice.
 */
// The content column is 100% of a phone's width, at most `--wps-content-max-width` (750 px) on a wider screen.
export const FULL_WIDTH_SIZES = '(min-width: 750px) 750px, 100vw';

/** Home's banner carousel. */
export const BANNER_SIZES = FULL_WIDTH_SIZES;

/** A promotion's picture, in the list and on its detail page. */
export const PROMOTION_SIZES = FULL_WIDTH_SIZES;

/** A game tile of the game list (columns of at least 96 px: four on a phone). */
export const GAME_LIST_TILE_SIZES = '(min-width: 750px) 128px, 25vw';

/** A game tile of a three-column grid (home's popular games, the lotteries). */
export const GAME_GRID_TILE_SIZES = '(min-width: 750px) 240px, 33vw';

/** A vendor's logo on home's vendor tiles. */
export const VENDOR_TILE_LOGO_SIZES = '64px';

/** A vendor's logo in the game list's vendor strip. */
export const VENDOR_STRIP_LOGO_SIZES = '48px';

/** A game's icon in a row of the winners' board. */
export const WINNER_ICON_SIZES = '40px';

/** A team's picture in the hot match banner and in its dialog. */
export const TEAM_BADGE_SIZES = '40px';
