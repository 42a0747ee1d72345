import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { affiliateUrlsOf, deleteAffiliateUrl, insertAffiliateUrl } from '../../db/queries/agent/agent-money';
import type { AffiliateUrlRow } from '../../db/queries/agent/agent-money';
import { cents, fromCents, postLedger } from '../../db/queries/money/ledger';
import { teamMember } from '../../db/queries/agent/team-figures';
import type { ApiEnv } from '../api-env';
import { newInvitationCode } from '../account/invitation-codes';
import { memberRoute } from '../call-route';
import { checkPaymentPassword } from '../credential-checks';
import { notFound, requireAgent } from '../member-guards';
import { moveMoney } from '../money/move-money';

type Db = ApiEnv['Variables']['db'];

/** Links open the registration page of the merchant's site (the runtime config's `siteOrigin`). */
const linkOf = (origin: string, row: AffiliateUrlRow) => ({
  id: row.id,
  code: row.code,
  url: `${origin}/m/register?${new URLSearchParams({ affiliateCode: row.code }).toString()}`,
  type: row.type,
  remark: row.remark,
});

/** Money to downlines (one or many, all or nothing) and the agent's affiliate links. */
export function agentMoneyRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const send = (
    db: Db,
    agent: { id: number; username: string; merchant_code: string },
    username: string,
    amount: number,
    now: number,
  ) => {
    const target = teamMember(db, agent, username);
    if (!target) throw notFound(`The team member ${username}`);
    const moved = postLedger(db, {
      memberId: agent.id,
      cents: -cents(amount),
      type: 'A',
      code: 'TO_DOWNLINE',
      remark: target.username,
      at: now,
    });
    postLedger(db, {
      memberId: target.id,
      cents: cents(amount),
      type: 'A',
      code: 'FROM_UPLINE',
      remark: agent.username,
      at: now,
    });
    return moved;
  };

  memberRoute(routes, WPS_CALLS.transferDownline, async ({ db, state, member, params, now }) => {
    requireAgent(member);
    await checkPaymentPassword(state, member, params.paymentPassword);
    return moveMoney(db, () => {
      const moved = send(db, member, params.username, params.amount, now);
      return { balance: fromCents(moved.balanceCents), transactionId: moved.ledgerId };
    });
  });

  memberRoute(routes, WPS_CALLS.transferMultipleDownline, async ({ db, state, member, params, now }) => {
    requireAgent(member);
    await checkPaymentPassword(state, member, params.paymentPassword);
    // One transaction for the whole batch: an unknown member or a short balance halfway undoes every line.
    return moveMoney(db, () => {
      let last = { balanceCents: 0, ledgerId: 0 };
      for (const item of params.items) last = send(db, member, item.username, item.amount, now);
      return { balance: fromCents(last.balanceCents), transactionId: last.ledgerId };
    });
  });

  memberRoute(routes, WPS_CALLS.affiliateUrlCreate, async ({ c, db, member, params }) => {
    requireAgent(member);
    const code = newInvitationCode(db);
    const id = insertAffiliateUrl(db, {
      memberId: member.id,
      code,
      type: params.type,
      remark: params.remark ?? '',
    });
    return linkOf(await c.var.siteOrigin(), {
      id,
      code,
      type: params.type,
      remark: params.remark ?? '',
    });
  });

  memberRoute(routes, WPS_CALLS.affiliateUrls, async ({ c, db, member }) => {
    requireAgent(member);
    const origin = await c.var.siteOrigin();
    return affiliateUrlsOf(db, member.id).map((row) => linkOf(origin, row));
  });

  memberRoute(routes, WPS_CALLS.affiliateUrlDelete, ({ db, member, params }) => {
    requireAgent(member);
    if (!deleteAffiliateUrl(db, member.id, params.id)) throw notFound('The affiliate link');
    return true;
  });
  return routes;
}
