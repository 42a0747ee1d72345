/** Gateway ids sent to the platform. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/** Default language code of the platform. */
export const DEFAULT_LANGUAGE = 'EN';

/**
 * The game list's paging and client (spec section 9), a constant of its own so the player's early script, which
 * asks for a list's first page, carries these six values and not the whole table below.
 */
export const GAME_LIST = {
  pageSize: 26,
  favouritesPageSize: 26,
  recentPageSize: 25,
  firstPage: 1,
  platform: 'html5',
  clientType: 2,
} as const;

/** Business constants of the spec (section 9), in milliseconds unless the name says otherwise. */
export const CONSTANTS = {
  carousel: { autoplayMs: 5000, transitionMs: 500 },
  popupRefreshMs: 500,
  pageTransitionMs: 300,
  swipeBackThresholdPx: 100,
  swipeThresholdPx: 60,
  gameList: GAME_LIST,
  hotGames: { isPlatform: 2 },
  winnerBoard: { limit: 20, scrollAbove: 3 },
  infiniteScroll: { thresholdPx: 500, throttleMs: 1000 },
  debounce: { loginLanguageMs: 200, gameListLanguageMs: 200, winnerBoardMs: 250, vendorReloadMs: 250 },
  toast: {
    loadingMs: 9_999_000,
    successMs: 1000,
    smsSuccessMs: 1500,
    changePasswordLoadingMs: 10_000,
    logoutLoadingMs: 10_000,
    messageMs: 2000,
    shortMs: 3000,
    longMs: 8000,
    gameListLoadingMs: 2000,
  },
  sms: { defaultCountdownSeconds: 60, firebaseCountdownSeconds: 60, codeMaxLength: 10 },
  captcha: { maxLength: 6, hintMinDigits: 1, hintMaxDigits: 16 },
  mobileMaxLength: 20,
  memberTypes: {
    /** The type a registration asks for: an ordinary player account. */
    player: 0,
    agentExcluded: [0, 4, 40],
    contractExempt: [4, 40, 41, 42],
    uplineTransferExcluded: [2],
    freeAccount: 4,
  },
  ageThresholds: { default: 18, strict: 21 },
  upload: { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['image/png', 'image/jpeg'] },
  activityCommentMaxLength: 140,
  minimumIosForWebApp: '12.4',
  jackpot: {
    startMin: 70_000_000,
    startMax: 130_000_000,
    stepMin: 100,
    stepMax: 500,
    intervalsSeconds: [3, 4, 5],
  },
  minimumBets: [0.01, 0.05, 0.1, 0.5, 0.75],
  touch: { pressInDelayMs: 130, longPressMs: 370, pressOutDelayMs: 100, retentionPx: 20 },
  copyrightYear: 2025,
} as const;

/**
 * The classification a game list opens on (spec section 4): New for RNG games, All for every other type. The
 * game list screen and the early script that asks for its first page both follow it.
 */
export function defaultGameClassify(gameType: string): 'NEW' | 'ALL' {
  return gameType === 'RNG' ? 'NEW' : 'ALL';
}

/**
 * The two keys the player's early script reads (whether there is a session, the reader's language), constants of
 * their own so it carries these two strings and not the whole table below.
 */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Storage keys the platform uses; other merchant front ends read the same keys. */
export const STORAGE_KEYS = {
  session: SESSION_STORAGE_KEY,
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
  language: LANGUAGE_STORAGE_KEY,
  /** The colour theme chosen in settings (`light` or `dark`); absent means the system's preference. */
  theme: 'theme',
  /** Remembered login of one method (`username` or `sms`) is stored under this prefix plus the method. */
  rememberedLoginPrefix: 'rememberedLogin.',
  /** Local caches of member data (member info, bank list) live under this prefix so logout can drop them all. */
  memberCachePrefix: 'wpsCache.member.',
  /** Local caches of public data (notices, vendors, lottery lists, ...) that may outlive a logout. */
  publicCachePrefix: 'wpsCache.public.',
} as const;

/** Where session-only secrets (the remembered-login key) are kept: an IndexedDB database of non-extractable keys. */
export const KEY_DATABASE = { name: 'wps-mobile-keys', store: 'keys' } as const;
