// Plain constants of the games contract, kept apart from the schemas so screens can import them without
// bringing the schema library into their bundle.

/** Game categories in menu order; HOT is the front end's own first entry. */
export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Room types (spec: free, VIP, pay per view). The spec names the types but not the field that carries them, so a
 * game's `roomType` is an optional extension: a backend that sends none shows no room type.
 */
export const ROOM_TYPES = ['FREE', 'VIP', 'PPV'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Game select types of the list (spec section 3). */
export const GAME_CLASSIFY = ['ALL', 'NEW', 'HOT', 'FAV'] as const;
export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Vendors launched through the lottery launch instead of the generic one. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
