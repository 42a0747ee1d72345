import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { WPS_CALLS, type RedRainStatus } from '@wps-mobile/api-client/contract';
import { fromCents, postLedger } from '../../db/queries/money/ledger';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, notFound, rejectTrial } from '../member-guards';
import { moveMoney } from '../money/move-money';

interface SessionRow {
  id: number;
  start_time: number;
  end_time: number;
  min_cents: number;
  max_cents: number;
  amount_cents: number | null;
}

/** Ended sessions stay listed for a day, so a member sees what the last rain gave. */
const ENDED_SHOWN_MS = 86_400_000;

const statusAt = (row: SessionRow, now: number): RedRainStatus =>
  now < row.start_time ? 'upcoming' : now < row.end_time ? 'live' : 'ended';

/** Red envelope rain: the merchant's sessions and one envelope per member and live session. */
export function redRainRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const sessionsOf = (db: ApiEnv['Variables']['db'], merchantCode: string, memberId: number, now: number) =>
    db.all<SessionRow>(
      `SELECT s.id, s.start_time, s.end_time, s.min_cents, s.max_cents, g.amount_cents
       FROM red_rain_session s
       LEFT JOIN red_rain_grab g ON g.session_id = s.id AND g.member_id = ?
       WHERE s.merchant_code = ? AND s.end_time > ?
       ORDER BY s.start_time`,
      [memberId, merchantCode, now - ENDED_SHOWN_MS],
    );

  memberRoute(routes, WPS_CALLS.redRainSessions, ({ db, member, merchant, now }) =>
    sessionsOf(db, merchant.code, member.id, now).map((row) => ({
      id: row.id,
      start: row.start_time,
      end: row.end_time,
      status: statusAt(row, now),
      minAmount: fromCents(row.min_cents),
      maxAmount: fromCents(row.max_cents),
      grabbedAmount: row.amount_cents === null ? null : fromCents(row.amount_cents),
    })),
  );

  memberRoute(routes, WPS_CALLS.redRainGrab, ({ db, member, merchant, params, now }) => {
    rejectTrial(member);
    return moveMoney(db, () => {
      const row = sessionsOf(db, merchant.code, member.id, now).find((s) => s.id === params.sessionId);
      if (!row) throw notFound('The red envelope rain');
      if (statusAt(row, now) !== 'live') throw invalidState('This red envelope rain is not live.');
      if (row.amount_cents !== null) throw invalidState('You already opened an envelope in this rain.');
      const amountCents = randomInt(row.min_cents, row.max_cents + 1);
      db.run('INSERT INTO red_rain_grab (session_id, member_id, amount_cents, grabbed_at) VALUES (?,?,?,?)', [
        row.id,
        member.id,
        amountCents,
        now,
      ]);
      const moved = postLedger(db, {
        memberId: member.id,
        cents: amountCents,
        type: 'A',
        code: 'RED_RAIN',
        remark: `Red envelope rain ${row.id}`,
        at: now,
      });
      return {
        amount: fromCents(amountCents),
        balance: fromCents(moved.balanceCents),
        transactionId: moved.ledgerId,
      };
    });
  });
  return routes;
}
