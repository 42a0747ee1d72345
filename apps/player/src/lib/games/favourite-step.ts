/** What a tap on a game's heart does (spec section 9, favourite toggle). */
export type FavouriteStep = 'login' | 'add' | 'remove' | 'none';

/**
 * Without a session the player logs in first; with one, the game is added when it is not a favourite yet
 * (asking to add a favourite again does nothing) and removed when it is one.
 */
export function favouriteStep(
  signedIn: boolean,
  favourites: ReadonlySet<string>,
  nodeId: string,
  wanted: boolean,
): FavouriteStep {
  if (!signedIn) return 'login';
  const isFavourite = favourites.has(nodeId);
  if (wanted) return isFavourite ? 'none' : 'add';
  return isFavourite ? 'remove' : 'none';
}
