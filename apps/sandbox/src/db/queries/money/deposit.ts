import type { SandboxDatabase } from '../../sandbox-database';

export interface DepositPromotionRow {
  id: number;
  title: string;
  bonus_cents: number;
}

export const depositPromotionOf = (db: SandboxDatabase, siteCode: string, id: number) =>
  db.get<DepositPromotionRow>(
    "SELECT * FROM promotion WHERE id = ? AND merchant_code = ? AND category = 'DEPOSIT'",
    [id, siteCode],
  );

export const depositPromotionsOf = (db: SandboxDatabase, siteCode: string) =>
  db.all<DepositPromotionRow>(
    "SELECT * FROM promotion WHERE merchant_code = ? AND category = 'DEPOSIT' ORDER BY id",
    [siteCode],
  );

/** Joins the member to a deposit promotion (in process); answers false when they had already joined it. */
export const joinDepositPromotion = (db: SandboxDatabase, memberId: number, promotionId: number): boolean =>
  db.run(
    "INSERT OR IGNORE INTO member_promotion (member_id, promotion_id, status) VALUES (?, ?, 'process')",
    [memberId, promotionId],
  ).changes > 0;
