import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
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
    db.run('INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?,?,?)', [
      member.id,
      params.nodeId,
      now,
    ]);
    return true;
  });

  memberRoute(routes, WPS_CALLS.favouriteRemove, ({ db, member, params }) => {
    requireGame(db, params.nodeId, params.vendor);
    db.run('DELETE FROM favourite WHERE member_id = ? AND node_id = ?', [member.id, params.nodeId]);
    return true;
  });

  memberRoute(routes, WPS_CALLS.favouriteIds, ({ db, member }) => [...favouriteIdsOf(db, member.id)]);

  memberRoute(routes, WPS_CALLS.favouriteList, ({ db, member, params, language }) => {
    const rows = db.all<GameRow>(
      `SELECT game.* FROM favourite JOIN game USING (node_id) WHERE member_id = ? AND (? IS NULL OR game_type = ?)
       ORDER BY favourite.created_at DESC`,
      [member.id, params.gameType ?? null, params.gameType ?? null],
    );
    const all = new Set(rows.map((row) => row.node_id));
    const { list, ...rest } = toPage(rows, params.pageNo, params.pageSize);
    return { games: list.map((row) => toGame(row, params.language ?? language, all)), ...rest };
  });

  memberRoute(routes, WPS_CALLS.recentAdd, ({ db, member, params, now }) => {
    requireGame(db, params.nodeId, params.vendor);
    db.run('INSERT OR REPLACE INTO recent_game (member_id, node_id, played_at) VALUES (?,?,?)', [
      member.id,
      params.nodeId,
      now,
    ]);
    return true;
  });

  memberRoute(routes, WPS_CALLS.recentList, ({ db, member, params, language }) => {
    const rows = db.all<GameRow>(
      `SELECT game.* FROM recent_game JOIN game USING (node_id) WHERE member_id = ? AND (? IS NULL OR game_type = ?)
       ORDER BY played_at DESC`,
      [member.id, params.gameType ?? null, params.gameType ?? null],
    );
    const favourites = favouriteIdsOf(db, member.id);
    const { list, ...rest } = toPage(rows, params.page, params.pageSize);
    return { games: list.map((row) => toGame(row, params.language ?? language, favourites)), ...rest };
  });

  route(routes, WPS_CALLS.rankList, ({ db, params, language }) =>
    db
      .all<GameRow & { plays: number }>(
        `SELECT game.*, COUNT(bet.id) AS plays FROM bet JOIN game USING (node_id)
         WHERE (? IS NULL OR game_type = ?) GROUP BY game.node_id ORDER BY plays DESC, sort LIMIT ?`,
        [params.gameType ?? null, params.gameType ?? null, params.limitNum],
      )
      .map((row, index) => ({ rank: index + 1, game: toGame(row, language, new Set()), plays: row.plays })),
  );

  route(routes, WPS_CALLS.winnerBoard, ({ db, params, language }) => {
    const category = params.gameCategory === 'ALL' ? null : params.gameCategory;
    return db
      .all<GameRow & { username: string; win_cents: number }>(
        `SELECT game.*, member.username, bet.win_cents FROM bet JOIN game USING (node_id)
         JOIN member ON member.id = bet.member_id
         WHERE bet.win_cents > 0 AND (? IS NULL OR game_type = ?) ORDER BY bet.win_cents DESC, bet.id LIMIT ?`,
        [category, category, params.limitNum],
      )
      .map((row) => ({
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
    db.run('INSERT OR REPLACE INTO recent_game (member_id, node_id, played_at) VALUES (?,?,?)', [
      member.id,
      game.node_id,
      now,
    ]);
    return { url: demoGameUrl({ nodeId: game.node_id, mode: params.freePlay === 1 ? 'free' : 'real' }) };
  });
  orderRoutes(routes);
  return routes;
}

type Order = CallValue<typeof WPS_CALLS.orderDetail>;
interface BetRow {
  id: number;
  order_no: string;
  bet_cents: number;
  win_cents: number;
  status: 'OPEN' | 'SETTLED' | 'CANCELLED';
  created_at: number;
  vassalage: string;
  name_en: string;
  name_ty: string | null;
}

const BET_SELECT = `SELECT bet.*, game.vassalage, game.name_en, game.name_ty FROM bet JOIN game USING (node_id)`;

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
    const row = db.get<BetRow>(`${BET_SELECT} WHERE member_id = ? AND order_no = ?`, [memberId, orderId]);
    if (!row) throw notFound('The order');
    return row;
  };

  memberRoute(routes, WPS_CALLS.orderList, ({ db, member, params, language }) => {
    const rows = db.all<BetRow>(
      `${BET_SELECT} WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, bet.id DESC`,
      [member.id, params.status ?? null, params.status ?? null],
    );
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
      db.run("UPDATE bet SET status = 'CANCELLED' WHERE id = ?", [bet.id]);
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
