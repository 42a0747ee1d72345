import { Hono } from 'hono';
import { routePath } from '@wps-mobile/config';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { ActivityStatus, Promotion } from '@wps-mobile/api-client/contract';
import {
  applyForPromotion,
  insertRebateClaim,
  markPromotionClaimed,
  promotionsOf,
  rebateBasesOf,
  rebateClaimsOf,
  setAffiliateCode,
} from '../../db/queries/money/promotions';
import type { PromotionRow } from '../../db/queries/money/promotions';
import { fromCents, postLedger } from '../../db/queries/money/ledger';
import type { ApiEnv } from '../api-env';
import { newInvitationCode } from '../account/invitation-codes';
import { memberRoute, route } from '../call-route';
import { imageUrls } from '../images/image-urls';
import { invalidState, notFound } from '../member-guards';
import { reportRange } from '../../db/queries/date-range';
import { toPage } from '../paging';

type Db = ApiEnv['Variables']['db'];

/** A member's state wins; otherwise the calendar decides between coming soon, join and close. */
function toPromotion(row: PromotionRow, now: number): Promotion {
  const calendar: ActivityStatus =
    now < row.start_time ? 'coming soon' : now > row.end_time ? 'close' : 'join';
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: imageUrls.promo(row.id),
    category: row.category,
    status: row.status ?? calendar,
    bonus: fromCents(row.bonus_cents),
    startTime: row.start_time,
    endTime: row.end_time,
  };
}

/**
 * Promotions: list, detail, the reward centre, applying and claiming. The sandbox approves an application at
 * once (status `claim`), so the whole flow can be demoed without a back office.
 */
export function promotionsRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const one = (db: Db, siteCode: string, memberId: number | undefined, id: number) => {
    const row = promotionsOf(db, siteCode, memberId, id)[0];
    if (!row) throw notFound('The promotion');
    return row;
  };

  route(routes, WPS_CALLS.promotionList, ({ db, params, merchant, member, now }) =>
    promotionsOf(db, merchant.siteCode, member?.id)
      .filter((row) => !params.category || row.category === params.category)
      .map((row) => toPromotion(row, now)),
  );

  route(routes, WPS_CALLS.promotionDetail, ({ db, params, merchant, member, now }) =>
    toPromotion(one(db, merchant.siteCode, member?.id, params.id), now),
  );

  memberRoute(routes, WPS_CALLS.availablePromotions, ({ db, merchant, member, now }) => {
    const joined = promotionsOf(db, merchant.siteCode, member.id).filter((row) => row.status !== null);
    return {
      unclaimedCount: joined.filter((row) => row.status === 'claim').length,
      list: joined.map((row) => toPromotion(row, now)),
    };
  });

  memberRoute(routes, WPS_CALLS.applyPromotion, ({ db, params, merchant, member, now }) => {
    const row = one(db, merchant.siteCode, member.id, params.id);
    const current = toPromotion(row, now);
    if (current.status !== 'join')
      throw invalidState(`This promotion cannot be applied for (${current.status}).`);
    applyForPromotion(db, member.id, row.id, params.comment ?? '');
    return toPromotion({ ...row, status: 'claim' }, now);
  });

  memberRoute(routes, WPS_CALLS.claimPromotion, ({ db, params, merchant, member, now }) => {
    return db.transaction(() => {
      const row = one(db, merchant.siteCode, member.id, params.id);
      if (row.status !== 'claim') throw invalidState('There is no bonus to claim on this promotion.');
      markPromotionClaimed(db, member.id, row.id);
      const moved = postLedger(db, {
        memberId: member.id,
        cents: row.bonus_cents,
        type: 'P',
        code: 'BONUS',
        remark: row.title,
        at: now,
      });
      return {
        promotion: toPromotion({ ...row, status: 'claimed' }, now),
        balance: fromCents(moved.balanceCents),
      };
    });
  });
  memberRoute(routes, WPS_CALLS.referralLink, async ({ c, db, member }) => {
    // A member without a code gets one on first ask; registering with it makes them the new member's upline. It is
    // random, so it tells nobody the member's id and the next member's code cannot be worked out from it.
    let code = member.affiliate_code;
    if (!code) {
      code = newInvitationCode(db, 'INV');
      setAffiliateCode(db, member.id, code);
    }
    const url = new URL(routePath('register'), await c.var.siteOrigin());
    url.searchParams.set('affiliateCode', code);
    return { code, url: url.href };
  });
  rebateRoutes(routes);
  return routes;
}

/** Rebate due per category: settled bets since that category's last claim times the member's rate. */
function rebateDue(db: Db, memberId: number) {
  return rebateBasesOf(db, memberId).map((row) => ({
    gameCategory: row.game_category,
    validBetCents: row.valid,
    rate: row.rate,
    amountCents: Math.floor(row.valid * row.rate),
  }));
}

/** Manual rebate (what can be claimed now), claiming it, and the report of past claims. */
function rebateRoutes(routes: Hono<ApiEnv>): void {
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
    return db.transaction(() => {
      const items = rebateDue(db, member.id).filter((item) => item.amountCents > 0);
      const total = items.reduce((sum, item) => sum + item.amountCents, 0);
      if (total === 0) throw invalidState('There is no rebate to claim.');
      for (const item of items) insertRebateClaim(db, { memberId: member.id, ...item, at: now });
      const moved = postLedger(db, { memberId: member.id, cents: total, type: 'R', code: 'REBATE', at: now });
      return { amount: fromCents(total), balance: fromCents(moved.balanceCents) };
    });
  });

  memberRoute(routes, WPS_CALLS.rebateReport, ({ db, member, merchant, params, now }) => {
    const rows = rebateClaimsOf(db, member.id, reportRange(params, merchant.timeZone, now));
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
}
