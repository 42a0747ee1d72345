import type { ActivityStatus, Promotion } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Range } from '../date-range';

export interface PromotionRow {
  id: number;
  title: string;
  content: string;
  category: Promotion['category'];
  bonus_cents: number;
  start_time: number;
  end_time: number;
  /** The member's state in this promotion, or null if they never joined it. */
  status: ActivityStatus | null;
}

/** The site's promotions (or the one of that id) with the member's state in each. */
export const promotionsOf = (
  db: SandboxDatabase,
  siteCode: string,
  memberId: number | undefined,
  id?: number,
) =>
  db.all<PromotionRow>(
    `SELECT p.*, mp.status FROM promotion p
     LEFT JOIN member_promotion mp ON mp.promotion_id = p.id AND mp.member_id = ?
     WHERE p.merchant_code = ? AND (? IS NULL OR p.id = ?) ORDER BY p.id`,
    [memberId ?? -1, siteCode, id ?? null, id ?? null],
  );

/** Records the member's application, approved at once: the bonus waits to be claimed. */
export function applyForPromotion(
  db: SandboxDatabase,
  memberId: number,
  promotionId: number,
  comment: string,
): void {
  db.run('INSERT INTO member_promotion (member_id, promotion_id, status, comment) VALUES (?,?,?,?)', [
    memberId,
    promotionId,
    'claim',
    comment,
  ]);
}

export function markPromotionClaimed(db: SandboxDatabase, memberId: number, promotionId: number): void {
  db.run("UPDATE member_promotion SET status = 'claimed' WHERE member_id = ? AND promotion_id = ?", [
    memberId,
    promotionId,
  ]);
}

export function setAffiliateCode(db: SandboxDatabase, memberId: number, code: string): void {
  db.run('UPDATE member SET affiliate_code = ? WHERE id = ?', [code, memberId]);
}

/** Per rebate category of the member: its rate and the settled bets since that category's last claim. */
export const rebateBasesOf = (db: SandboxDatabase, memberId: number) =>
  db.all<{ game_category: string; rate: number; valid: number }>(
    `SELECT r.game_category, r.rate, IFNULL((SELECT SUM(b.bet_cents) FROM bet b JOIN game g USING (node_id)
       WHERE b.member_id = r.member_id AND g.game_type = r.game_category AND b.status = 'SETTLED'
         AND b.created_at > IFNULL((SELECT MAX(claimed_at) FROM rebate_claim c
           WHERE c.member_id = r.member_id AND c.game_category = r.game_category), 0)), 0) AS valid
     FROM rebate_rate r WHERE r.member_id = ? ORDER BY r.game_category`,
    [memberId],
  );

export function insertRebateClaim(
  db: SandboxDatabase,
  claim: {
    memberId: number;
    gameCategory: string;
    validBetCents: number;
    rate: number;
    amountCents: number;
    at: number;
  },
): void {
  db.run(
    `INSERT INTO rebate_claim (member_id, game_category, valid_bet_cents, rate, amount_cents, claimed_at)
     VALUES (?,?,?,?,?,?)`,
    [claim.memberId, claim.gameCategory, claim.validBetCents, claim.rate, claim.amountCents, claim.at],
  );
}

/** The member's rebate claims in the range, newest first. */
export const rebateClaimsOf = (db: SandboxDatabase, memberId: number, range: Range) =>
  db.all<{
    game_category: string;
    valid_bet_cents: number;
    rate: number;
    amount_cents: number;
    claimed_at: number;
  }>(
    'SELECT * FROM rebate_claim WHERE member_id = ? AND claimed_at >= ? AND claimed_at < ? ORDER BY claimed_at DESC, id DESC',
    [memberId, range.from, range.to],
  );
