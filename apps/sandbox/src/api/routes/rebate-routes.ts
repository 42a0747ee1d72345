import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { reportRange } from '../../db/queries/date-range';
import { fromCents, postLedger } from '../../db/queries/ledger';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, rejectTrial } from '../member-guards';
import { toPage } from '../paging';

type Db = ApiEnv['Variables']['db'];

/** Rebate due per category: settled bets since that category's last claim times the member's rate. */
function rebateDue(db: Db, memberId: number) {
  return db
    .all<{ game_category: string; rate: number; valid: number }>(
      `SELECT r.game_category, r.rate, IFNULL((SELECT SUM(b.bet_cents) FROM bet b JOIN game g USING (node_id)
         WHERE b.member_id = r.member_id AND g.game_type = r.game_category AND b.status = 'SETTLED'
           AND b.created_at > IFNULL((SELECT MAX(claimed_at) FROM rebate_claim c
             WHERE c.member_id = r.member_id AND c.game_category = r.game_category), 0)), 0) AS valid
       FROM rebate_rate r WHERE r.member_id = ? ORDER BY r.game_category`,
      [memberId],
    )
    .map((row) => ({
      gameCategory: row.game_category,
      validBetCents: row.valid,
      rate: row.rate,
      amountCents: Math.floor(row.valid * row.rate),
    }));
}

/** Manual rebate (what can be claimed now), claiming it, and the report of past claims. */
export function rebateRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.manualRebate, ({ db, member }) => {
    const items = rebateDue(db, member.id);
    return {
      total: fromCents(items.reduce((sum, item) => sum + item.amountCents, 0)),
      items: items.map((i) => ({
        gameCategory: i.gameCategory,
        validBet: fromCents(i.validBetCents),
        rate: i.rate,
        amount: fromCents(i.amountCents),
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.claimManualRebate, ({ db, member, now }) => {
    rejectTrial(member);
    return db.transaction(() => {
      const items = rebateDue(db, member.id).filter((item) => item.amountCents > 0);
      const total = items.reduce((sum, item) => sum + item.amountCents, 0);
      if (total === 0) throw invalidState('There is no rebate to claim.');
      for (const item of items)
        db.run(
          `INSERT INTO rebate_claim (member_id, game_category, valid_bet_cents, rate, amount_cents, claimed_at)
           VALUES (?,?,?,?,?,?)`,
          [member.id, item.gameCategory, item.validBetCents, item.rate, item.amountCents, now],
        );
      const moved = postLedger(db, { memberId: member.id, cents: total, type: 'R', code: 'REBATE', at: now });
      return { amount: fromCents(total), balance: fromCents(moved.balanceCents) };
    });
  });

  memberRoute(routes, WPS_CALLS.rebateReport, ({ db, member, merchant, params, now }) => {
    const { from, to } = reportRange(params, merchant.timeZone, now);
    const rows = db.all<{
      game_category: string;
      valid_bet_cents: number;
      rate: number;
      amount_cents: number;
      claimed_at: number;
    }>(
      'SELECT * FROM rebate_claim WHERE member_id = ? AND claimed_at >= ? AND claimed_at < ? ORDER BY claimed_at DESC, id DESC',
      [member.id, from, to],
    );
    const page = toPage(rows, params.pageNo, params.pageSize);
    return {
      ...page,
      list: page.list.map((r) => ({
        gameCategory: r.game_category,
        validBet: fromCents(r.valid_bet_cents),
        rate: r.rate,
        amount: fromCents(r.amount_cents),
        claimTime: r.claimed_at,
      })),
    };
  });
  return routes;
}
