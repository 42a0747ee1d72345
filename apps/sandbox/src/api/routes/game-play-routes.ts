import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import {
  addFavourite,
  betOfOrder,
  betsOf,
  biggestWins,
  cancelBet,
  favouriteGamesOf,
  markGamePlayed,
  mostPlayedGames,
  recentGamesOf,
  removeFavourite,
} from '../../db/queries/games/game-play';
import type { BetRow } from '../../db/queries/games/game-play';
import { favouriteIdsOf, gameByNodeId, gameName, toGame } from '../../db/queries/games/games';
import type { GameRow } from '../../db/queries/games/games';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { demoGameUrl } from '../demo/demo-game-url';
import { imageUrls } from '../images/image-urls';
import { invalidState, notFound } from '../member-guards';
import { toPage } from '../paging';
import type { CallValue } from '@wps-mobile/api-client/contract';
import { fromCents, postLedger } from '../../db/queries/money/ledger';

type Db = ApiEnv['Variables']['db'];

/** The game of a favourite/recent/launch call; the vendor must be the game's own, as on the platform. */
function requireGame(db: Db, nodeId: string, vendor: string): GameRow {
  const game = gameByNodeId(db, nodeId);
  if (!game || game.vassalage !== vendor) throw notFound('The game');
  return game;
}

/** Shows "pl***01": winners are public, their usernames are not. */
const maskName = (name: string) =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;

/** Favourites, recent games, rankings, winners and launching. */
export function gamePlayRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.favouriteAdd, ({ db, member, params, now }) => {
    requireGame(db, params.nodeId, params.vendor);
    addFavourite(db, member.id, params.nodeId, now);
    return true;
  });

  memberRoute(routes, WPS_CALLS.favouriteRemove, ({ db, member, params }) => {
    requireGame(db, params.nodeId, params.vendor);
    removeFavourite(db, member.id, params.nodeId);
    return true;
  });

  memberRoute(routes, WPS_CALLS.favouriteIds, ({ db, member }) => [...favouriteIdsOf(db, member.id)]);

  memberRoute(routes, WPS_CALLS.favouriteList, ({ db, member, params, language }) => {
    const rows = favouriteGamesOf(db, member.id, params.gameType ?? null);
    const all = new Set(rows.map((row) => row.node_id));
    const { list, ...rest } = toPage(rows, params.pageNo, params.pageSize);
    return { games: list.map((row) => toGame(row, params.language ?? language, all)), ...rest };
  });

  memberRoute(routes, WPS_CALLS.recentAdd, ({ db, member, params, now }) => {
    requireGame(db, params.nodeId, params.vendor);
    markGamePlayed(db, member.id, params.nodeId, now);
    return true;
  });

  memberRoute(routes, WPS_CALLS.recentList, ({ db, member, params, language }) => {
    const rows = recentGamesOf(db, member.id, params.gameType ?? null);
    const favourites = favouriteIdsOf(db, member.id);
    const { list, ...rest } = toPage(rows, params.page, params.pageSize);
    return { games: list.map((row) => toGame(row, params.language ?? language, favourites)), ...rest };
  });

  route(routes, WPS_CALLS.rankList, ({ db, params, language }) =>
    mostPlayedGames(db, params.gameType ?? null, params.limitNum).map((row, index) => ({
      rank: index + 1,
      game: toGame(row, language, new Set()),
      plays: row.plays,
    })),
  );

  route(routes, WPS_CALLS.winnerBoard, ({ db, params, language }) => {
    const category = params.gameCategory === 'ALL' ? null : params.gameCategory;
    return biggestWins(db, category, params.limitNum).map((row) => ({
      vo: {
        iconUrl: imageUrls.game(row.node_id),
        customerName: maskName(row.username),
        gameName: gameName(row, params.language ?? language),
        winAmount: row.win_cents / 100,
        nodeId: row.node_id,
        vassalage: row.vassalage,
        gameType: row.game_type,
        gameId: row.game_code,
      },
    }));
  });

  memberRoute(routes, WPS_CALLS.launchGame, ({ db, member, params, now }) => {
    const game = requireGame(db, params.nodeId, params.vendor);
    if (game.game_type !== params.category && params.category !== 'HOT')
      throw notFound('The game in this category');
    if (params.freePlay === 1 && game.freeplay !== 1) throw invalidState('This game has no free play.');
    // Launching counts as playing: the recent list is what the member last opened.
    markGamePlayed(db, member.id, game.node_id, now);
    return { url: demoGameUrl({ nodeId: game.node_id, mode: params.freePlay === 1 ? 'free' : 'real' }) };
  });
  orderRoutes(routes);
  return routes;
}

type Order = CallValue<typeof WPS_CALLS.orderDetail>;

/** A bet is an order with one sub-order: the platform's shape, from the sandbox's one-line bets. */
function toOrder(row: BetRow, language: string): Order {
  return {
    orderId: row.order_no,
    gameName: gameName(row, language),
    vassalage: row.vassalage,
    betAmount: fromCents(row.bet_cents),
    winAmount: fromCents(row.win_cents),
    status: row.status,
    betTime: row.created_at,
    subOrders: [{ subOrderId: `${row.order_no}-1`, betAmount: fromCents(row.bet_cents), status: row.status }],
  };
}

/** Orders: list, detail, and cancelling an open sub-order, whose stake returns with its ledger line. */
function orderRoutes(routes: Hono<ApiEnv>): void {
  const betOf = (db: ApiEnv['Variables']['db'], memberId: number, orderId: string) => {
    const row = betOfOrder(db, memberId, orderId);
    if (!row) throw notFound('The order');
    return row;
  };

  memberRoute(routes, WPS_CALLS.orderList, ({ db, member, params, language }) => {
    const rows = betsOf(db, member.id, params.status ?? null);
    const page = toPage(rows, params.pageNo, params.pageSize);
    return { ...page, list: page.list.map((row) => toOrder(row, language)) };
  });

  memberRoute(routes, WPS_CALLS.orderDetail, ({ db, member, params, language }) =>
    toOrder(betOf(db, member.id, params.orderId), language),
  );

  memberRoute(routes, WPS_CALLS.cancelSubOrder, ({ db, member, params, language, now }) =>
    db.transaction(() => {
      const bet = betOf(db, member.id, params.orderId);
      if (params.subOrderId !== `${bet.order_no}-1`) throw notFound('The sub-order');
      if (bet.status !== 'OPEN') throw invalidState('Only an open order can be cancelled.');
      cancelBet(db, bet.id);
      postLedger(db, {
        memberId: member.id,
        cents: bet.bet_cents,
        type: 'B',
        code: 'BET_CANCEL',
        remark: bet.order_no,
        at: now,
      });
      return toOrder({ ...bet, status: 'CANCELLED' }, language);
    }),
  );
}
