import type { SandboxDatabase } from '../../sandbox-database';

export interface AffiliateUrlRow {
  id: number;
  code: string;
  type: number;
  remark: string;
}

/** Adds an affiliate link of the agent; answers its id. */
export const insertAffiliateUrl = (
  db: SandboxDatabase,
  link: { memberId: number; code: string; type: number; remark: string },
): number =>
  db.run('INSERT INTO affiliate_url (member_id, code, type, remark) VALUES (?,?,?,?)', [
    link.memberId,
    link.code,
    link.type,
    link.remark,
  ]).lastId;

/** The agent's live affiliate links, oldest first. */
export const affiliateUrlsOf = (db: SandboxDatabase, memberId: number) =>
  db.all<AffiliateUrlRow>('SELECT * FROM affiliate_url WHERE member_id = ? AND deleted = 0 ORDER BY id', [
    memberId,
  ]);

/** Deletes one of the agent's live links (kept, marked deleted); answers whether there was one. */
export const deleteAffiliateUrl = (db: SandboxDatabase, memberId: number, id: number): boolean =>
  db.run('UPDATE affiliate_url SET deleted = 1 WHERE id = ? AND member_id = ? AND deleted = 0', [
    id,
    memberId,
  ]).changes > 0;
