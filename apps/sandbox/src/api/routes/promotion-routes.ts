import { Hono } from 'hono';
import { routePath } from '@wps-mobile/config';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { ActivityStatus, Promotion } from '@wps-mobile/api-client/contract';
import { fromCents, postLedger } from '../../db/queries/ledger';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { imageUrls } from '../images/image-urls';
import { invalidState, notFound, rejectTrial } from '../member-guards';

type Db = ApiEnv['Variables']['db'];
interface PromotionRow {
  id: number;
  title: string;
  content: string;
  category: Promotion['category'];
  bonus_cents: number;
  start_time: number;
  end_time: number;
  status: ActivityStatus | null;
}

function promotionsOf(db: Db, siteCode: string, memberId: number | undefined, id?: number): PromotionRow[] {
  return db.all<PromotionRow>(
    `SELECT p.*, mp.status FROM promotion p
     LEFT JOIN member_promotion mp ON mp.promotion_id = p.id AND mp.member_id = ?
     WHERE p.merchant_code = ? AND (? IS NULL OR p.id = ?) ORDER BY p.id`,
    [memberId ?? -1, siteCode, id ?? null, id ?? null],
  );
}

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
export function promotionRoutes(): Hono<ApiEnv> {
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
    rejectTrial(member);
    const row = one(db, merchant.siteCode, member.id, params.id);
    const current = toPromotion(row, now);
    if (current.status !== 'join')
      throw invalidState(`This promotion cannot be applied for (${current.status}).`);
    db.run('INSERT INTO member_promotion (member_id, promotion_id, status, comment) VALUES (?,?,?,?)', [
      member.id,
      row.id,
      'claim',
      params.comment ?? '',
    ]);
    return toPromotion({ ...row, status: 'claim' }, now);
  });

  memberRoute(routes, WPS_CALLS.claimPromotion, ({ db, params, merchant, member, now }) => {
    rejectTrial(member);
    return db.transaction(() => {
      const row = one(db, merchant.siteCode, member.id, params.id);
      if (row.status !== 'claim') throw invalidState('There is no bonus to claim on this promotion.');
      db.run("UPDATE member_promotion SET status = 'claimed' WHERE member_id = ? AND promotion_id = ?", [
        member.id,
        row.id,
      ]);
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
  memberRoute(routes, WPS_CALLS.referralLink, ({ c, db, member }) => {
    rejectTrial(member);
    // A member without a code gets one on first ask; registering with it makes them the new member's upline.
    let code = member.affiliate_code;
    if (!code) {
      code = `INV${String(member.id).padStart(5, '0')}`;
      db.run('UPDATE member SET affiliate_code = ? WHERE id = ?', [code, member.id]);
    }
    const url = new URL(routePath('register'), new URL(c.req.url).origin);
    url.searchParams.set('affiliateCode', code);
    return { code, url: url.href };
  });
  return routes;
}
