import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { WPS_CALLS, type RedRainStatus } from '@wps-mobile/api-client/contract';
import { fromCents, postLedger } from '../../db/queries/money/ledger';
import { insertRedRainGrab, redRainSessionsOf } from '../../db/queries/money/red-rain';
import type { RedRainSessionRow } from '../../db/queries/money/red-rain';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, notFound } from '../member-guards';
import { moveMoney } from '../money/move-money';

/** Ended sessions stay listed for a day, so a member sees what the last rain gave. */
const ENDED_SHOWN_MS = 86_400_000;

const statusAt = (row: RedRainSessionRow, now: number): RedRainStatus =>
  now < row.start_time ? 'upcoming' : now < row.end_time ? 'live' : 'ended';

/** Red envelope rain: the merchant's sessions and one envelope per member and live session. */
export function redRainRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const sessionsOf = (db: ApiEnv['Variables']['db'], merchantCode: string, memberId: number, now: number) =>
    redRainSessionsOf(db, merchantCode, memberId, now - ENDED_SHOWN_MS);

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
    return moveMoney(db, () => {
      const row = sessionsOf(db, merchant.code, member.id, now).find((s) => s.id === params.sessionId);
      if (!row) throw notFound('The red envelope rain');
      if (statusAt(row, now) !== 'live') throw invalidState('This red envelope rain is not live.');
      if (row.amount_cents !== null) throw invalidState('You already opened an envelope in this rain.');
      const amountCents = randomInt(row.min_cents, row.max_cents + 1);
      insertRedRainGrab(db, { sessionId: row.id, memberId: member.id, amountCents, at: now });
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
