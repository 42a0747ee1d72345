import type { ActivityStatus, Promotion } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

/** Adds a promotion to apply for; answers its id. */
export const insertPromotion = (
  db: SandboxDatabase,
  promotion: {
    siteCode: string;
    title: string;
    content: string;
    category: Promotion['category'];
    bonusCents: number;
    start: number;
    end: number;
  },
): number =>
  db.run(
    `INSERT INTO promotion (merchant_code, title, content, category, bonus_cents, needs_apply, start_time, end_time)
     VALUES (?,?,?,?,?,?,?,?)`,
    [
      promotion.siteCode,
      promotion.title,
      promotion.content,
      promotion.category,
      promotion.bonusCents,
      1,
      promotion.start,
      promotion.end,
    ],
  ).lastId;

export function setMemberPromotionStatus(
  db: SandboxDatabase,
  memberId: number,
  promotionId: number,
  status: ActivityStatus,
): void {
  db.run('INSERT INTO member_promotion (member_id, promotion_id, status) VALUES (?,?,?)', [
    memberId,
    promotionId,
    status,
  ]);
}
