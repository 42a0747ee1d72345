import { z } from 'zod';
import { defineCall } from './define-call';
import { GAME_CATEGORIES, ROOM_TYPES } from './game-constants';
import { WPS_PATHS } from './paths';
import { amount, int, language, noInput, optionalText, paging } from './schema-kit';

export {
  GAME_CATEGORIES,
  GAME_CLASSIFY,
  MIN_BETS,
  ROOM_TYPES,
  type GameCategory,
  type RoomType,
} from './game-constants';

/** Game (spec section 3). */
export const gameSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  /** Vendor code such as JL, BTI, TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT, TF, DS88. */
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameId: z.string(),
  roomId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  mobileLargeIcon: z.string(),
  /** 0 means free play supported. */
  supportPlay: z.number().int(),
  isGameH5: z.boolean(),
  /** 1 supports free play. */
  freeplay: z.number().int(),
  lottoMode: z.string(),
  gameClassifyNew: z.string(),
  minBet: z.number(),
  isNew: z.boolean(),
  favourite: z.boolean(),
  /** The game's room type, where it has one (an extension: see `ROOM_TYPES`). */
  roomType: z.enum(ROOM_TYPES).optional(),
});
export type Game = z.output<typeof gameSchema>;

/** Game list query (spec section 3); every filter optional except the category. */
export const gameListQuerySchema = z.object({
  merchant: optionalText(32),
  platform: z.enum(['html5']).default('html5'),
  clientType: int(1, 9).default(2),
  gameName: optionalText(50),
  gameType: z.enum(GAME_CATEGORIES),
  isNew: z.union([z.literal(1), z.literal('1'), z.literal(''), z.null()]).optional(),
  ...paging(26),
  vassalage: optionalText(32),
  gameClassify: optionalText(32),
  minBet: amount(0.01, 1000).optional(),
  minLine: int(0, 1000).optional(),
  language: language().optional(),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

/** Paged game result: games, pageNum, totalPages. */
export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.output<typeof gamePageSchema>;

/** Game vendor info: per category its vendors and game count, in `sorting` order. */
export const vendorNameSchema = z.object({
  gameType: z.string(),
  vassalage: z.string(),
  mobileSmallIcon: z.string(),
  accountTypeName: z.string(),
});
export const gameVendorInfoSchema = z.object({
  sorting: z.array(z.string()),
  items: z.array(
    z.object({
      gameCategory: z.string(),
      vendorNames: z.array(vendorNameSchema),
      gameCount: z.number().int(),
    }),
  ),
});
export type GameVendorInfo = z.output<typeof gameVendorInfoSchema>;

/** Hot match (spec section 3). */
export const hotMatchSchema = z.object({
  matchTime: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
  supportPlay: z.number().int(),
});
export type HotMatch = z.output<typeof hotMatchSchema>;

/** Winner entry: `vo` with iconUrl, customerName, gameName, winAmount, and what launching the game needs. */
export const winnerEntrySchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    customerName: z.string(),
    gameName: z.string(),
    winAmount: z.number(),
    nodeId: z.string(),
    vassalage: z.string(),
    gameType: z.string(),
    gameId: z.string(),
  }),
});
export type WinnerEntry = z.output<typeof winnerEntrySchema>;

export const gameCalls = {
  gameVendorList: defineCall({
    name: 'gameVendorList',
    method: 'GET',
    path: WPS_PATHS.gameVendorList,
    request: z.object({ language: language().optional() }),
    response: gameVendorInfoSchema,
    summary: 'Categories with their vendors and game counts.',
  }),
  vendorGameType: defineCall({
    name: 'vendorGameType',
    method: 'GET',
    path: WPS_PATHS.vendorGameType,
    request: z.object({ typeId: int(1, 9).default(1), merchantCode: optionalText(32) }),
    response: z.array(vendorNameSchema),
    summary: 'Vendor game types (typeId 1).',
  }),
  allVassalage: defineCall({
    name: 'allVassalage',
    method: 'GET',
    path: WPS_PATHS.allVassalage,
    request: noInput,
    response: z.array(vendorNameSchema),
    summary: 'Every vendor of the merchant.',
  }),
  gameList: defineCall({
    name: 'gameList',
    method: 'GET',
    path: WPS_PATHS.gameList,
    auth: 'optional',
    request: gameListQuerySchema,
    response: gamePageSchema,
    summary: 'A page of games of one category with the spec filters.',
  }),
  hotGames: defineCall({
    name: 'hotGames',
    method: 'GET',
    path: WPS_PATHS.hotGames,
    auth: 'optional',
    request: z.object({
      isPlatform: int(1, 9).default(2),
      language: language().optional(),
      platform: z.enum(['html5']).default('html5'),
      gameType: z.enum(GAME_CATEGORIES).optional(),
      merchantCode: optionalText(32),
    }),
    response: z.array(gameSchema),
    summary: 'Hot games (gameName, gameType and the rest of the game).',
  }),
  gameMenus: defineCall({
    name: 'gameMenus',
    method: 'GET',
    path: WPS_PATHS.gameMenus,
    request: z.object({ gameType: z.enum(GAME_CATEGORIES) }),
    response: z.array(z.object({ code: z.string(), name: z.string() })),
    summary: 'Game classifications of a category (ALL, NEW for RNG, then configured ones).',
  }),
  popularCategories: defineCall({
    name: 'popularCategories',
    method: 'GET',
    path: WPS_PATHS.popularCategories,
    request: noInput,
    response: z.array(z.object({ gameCategory: z.string(), name: z.string(), iconUrl: z.string() })),
    summary: 'Categories of the popular area, in order.',
  }),
  hotMatches: defineCall({
    name: 'hotMatches',
    method: 'GET',
    path: WPS_PATHS.hotMatches,
    request: noInput,
    response: z.array(hotMatchSchema),
    summary: 'Upcoming matches for the hot match banner.',
  }),
} as const;
