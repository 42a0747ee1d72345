import { z } from 'zod';
import { defineCall } from './define-call';
import { GAME_CATEGORIES, gamePageSchema, gameSchema, winnerEntrySchema } from './games';
import { WPS_PATHS } from './paths';
import { done, int, language, noInput, optionalText, pagedOf, paging, text } from './schema-kit';

/** Calls around playing: favourites, recent games, launch, winners and orders. */
const gameRef = { nodeId: text(32), vendor: text(32) };

export const orderSchema = z.object({
  orderId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  betAmount: z.number(),
  winAmount: z.number(),
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  betTime: z.number().int(),
  subOrders: z.array(z.object({ subOrderId: z.string(), betAmount: z.number(), status: z.string() })),
});

export const launchSchema = z.object({ url: z.string() });

export const gamePlayCalls = {
  favouriteAdd: defineCall({
    name: 'favouriteAdd',
    method: 'POST',
    path: WPS_PATHS.favouriteAdd,
    auth: 'member',
    request: z.object(gameRef),
    response: done,
    summary: 'Add a favourite (adding one twice is harmless).',
  }),
  favouriteRemove: defineCall({
    name: 'favouriteRemove',
    method: 'DELETE',
    path: WPS_PATHS.favouriteRemove,
    auth: 'member',
    request: z.object(gameRef),
    response: done,
    summary: 'Remove a favourite.',
  }),
  favouriteIds: defineCall({
    name: 'favouriteIds',
    method: 'GET',
    path: WPS_PATHS.favouriteIds,
    auth: 'member',
    request: noInput,
    response: z.array(z.string()),
    summary: 'Node ids of every favourite, as strings.',
  }),
  favouriteList: defineCall({
    name: 'favouriteList',
    method: 'GET',
    path: WPS_PATHS.favouriteList,
    auth: 'member',
    request: z.object({
      gameType: z.enum(GAME_CATEGORIES).optional(),
      ...paging(26),
      language: language().optional(),
    }),
    response: gamePageSchema,
    summary: 'A page of favourite games, newest first.',
  }),
  recentAdd: defineCall({
    name: 'recentAdd',
    method: 'GET',
    path: WPS_PATHS.recentAdd,
    auth: 'member',
    request: z.object(gameRef),
    response: done,
    summary: 'Record a played game.',
  }),
  recentList: defineCall({
    name: 'recentList',
    method: 'GET',
    path: WPS_PATHS.recentList,
    auth: 'member',
    request: z.object({
      page: int(1, 100_000).default(1),
      pageSize: int(1, 100).default(25),
      gameType: z.enum(GAME_CATEGORIES).optional(),
      language: language().optional(),
      clientType: int(1, 9).default(2),
    }),
    response: gamePageSchema,
    summary: 'A page of recently played games, latest first.',
  }),
  rankList: defineCall({
    name: 'rankList',
    method: 'GET',
    path: WPS_PATHS.rankList,
    request: z.object({ gameType: z.enum(GAME_CATEGORIES).optional(), limitNum: int(1, 100).default(10) }),
    response: z.array(z.object({ rank: z.number().int(), game: gameSchema, plays: z.number().int() })),
    summary: 'Most played games.',
  }),
  winnerBoard: defineCall({
    name: 'winnerBoard',
    method: 'GET',
    path: WPS_PATHS.winnerBoard,
    request: z.object({
      gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
      language: language().optional(),
      limitNum: int(1, 100).default(20),
    }),
    response: z.array(winnerEntrySchema),
    summary: 'Latest big wins sorted by winAmount, highest first.',
  }),
  launchGame: defineCall({
    name: 'launchGame',
    method: 'GET',
    path: WPS_PATHS.launchGame,
    auth: 'member',
    request: z.object({
      category: z.enum(GAME_CATEGORIES),
      vendor: text(32),
      gameId: optionalText(32),
      nodeId: text(32),
      supportPlay: int(0, 9).optional(),
      freePlay: int(0, 1).default(0),
    }),
    response: launchSchema,
    summary: 'A URL that opens the game (a demo page on the sandbox); #734 while another game is open.',
  }),
  orderList: defineCall({
    name: 'orderList',
    method: 'GET',
    path: WPS_PATHS.orderList,
    auth: 'member',
    request: z.object({ status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']).optional(), ...paging(20) }),
    response: pagedOf(orderSchema),
    summary: 'Orders of the member.',
  }),
  orderDetail: defineCall({
    name: 'orderDetail',
    method: 'GET',
    path: WPS_PATHS.orderDetail,
    auth: 'member',
    request: z.object({ orderId: text(40) }),
    response: orderSchema,
    summary: 'One order with its sub-orders.',
  }),
  cancelSubOrder: defineCall({
    name: 'cancelSubOrder',
    method: 'POST',
    path: WPS_PATHS.cancelSubOrder,
    auth: 'member',
    request: z.object({ orderId: text(40), subOrderId: text(40) }),
    response: orderSchema,
    summary: 'Cancel an open sub-order; its stake returns to the balance.',
  }),
} as const;
