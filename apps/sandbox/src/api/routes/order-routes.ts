import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { CallValue } from '@wps-mobile/api-client/contract';
import { fromCents, postLedger } from '../../db/queries/ledger';
import { gameName } from '../../db/queries/games';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, notFound } from '../member-guards';
import { toPage } from '../paging';

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
export function orderRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
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
  return routes;
}
