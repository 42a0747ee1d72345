import type { SandboxDatabase } from '../../sandbox-database';

export interface NewMember {
  readonly merchantCode: string;
  readonly username: string;
  readonly passwordHash: string;
  readonly uplineId: number | null;
  readonly mobile: string;
  /** The number was proven by an SMS code in this registration. */
  readonly mobileVerified: boolean;
  readonly email: string;
  readonly nickname: string;
  readonly payeeName: string;
  readonly at: number;
}

/** Inserts a registered player; answers the new member's id. */
export const insertRegisteredMember = (db: SandboxDatabase, member: NewMember): number =>
  db.run(
    `INSERT INTO member (merchant_code, username, password_hash, type, upline_id, mobile_num, mobile_verified, email,
       nickname, payee_name, reg_date) VALUES (?,?,?,0,?,?,?,?,?,?,?)`,
    [
      member.merchantCode,
      member.username,
      member.passwordHash,
      member.uplineId,
      member.mobile,
      member.mobileVerified && member.mobile !== '' ? 1 : 0,
      member.email,
      member.nickname,
      member.payeeName,
      member.at,
    ],
  ).lastId;

/**
 * Inserts a member with only a name, a type, a password and maybe an upline (trial members, the downlines an
 * agent opens); answers the new member's id.
 */
export const insertPlainMember = (
  db: SandboxDatabase,
  member: {
    merchantCode: string;
    username: string;
    passwordHash: string;
    type: number;
    uplineId: number | null;
    at: number;
  },
): number =>
  db.run(
    'INSERT INTO member (merchant_code, username, password_hash, type, upline_id, reg_date) VALUES (?,?,?,?,?,?)',
    [member.merchantCode, member.username, member.passwordHash, member.type, member.uplineId, member.at],
  ).lastId;

export function resetFailedLogins(db: SandboxDatabase, memberId: number): void {
  db.run('UPDATE member SET failed_logins = 0 WHERE id = ?', [memberId]);
}

/** A reset password: whatever the old one was, it no longer counts as expired. */
export function resetPassword(db: SandboxDatabase, memberId: number, passwordHash: string): void {
  db.run('UPDATE member SET password_hash = ?, password_expired = 0 WHERE id = ?', [passwordHash, memberId]);
}

/** A password the member chose: also ends the first-login prompt. */
export function changePassword(db: SandboxDatabase, memberId: number, passwordHash: string): void {
  db.run('UPDATE member SET password_hash = ?, first_time_login = 0, password_expired = 0 WHERE id = ?', [
    passwordHash,
    memberId,
  ]);
}

/** The member of `merchantCode` an invitation code (an agent's live affiliate link, or a member's own code) belongs to. */
export const memberIdOfInvitation = (
  db: SandboxDatabase,
  merchantCode: string,
  code: string,
): number | undefined =>
  (
    db.get<{ member_id: number }>(
      `SELECT a.member_id FROM affiliate_url a JOIN member m ON m.id = a.member_id
       WHERE a.code = ? AND a.deleted = 0 AND m.merchant_code = ?`,
      [code, merchantCode],
    ) ??
    db.get<{ member_id: number }>(
      'SELECT id AS member_id FROM member WHERE affiliate_code = ? AND merchant_code = ?',
      [code, merchantCode],
    )
  )?.member_id;

/** The username of the agent of `merchantCode` behind an affiliate code (a member's own code or a live link). */
export const agentOfAffiliateCode = (db: SandboxDatabase, merchantCode: string, code: string) =>
  db.get<{ username: string }>(
    `SELECT m.username FROM member m WHERE m.affiliate_code = ?1 AND m.merchant_code = ?2
     UNION SELECT m.username FROM affiliate_url a JOIN member m ON m.id = a.member_id
     WHERE a.code = ?1 AND a.deleted = 0 AND m.merchant_code = ?2`,
    { '?1': code, '?2': merchantCode },
  );

/** Whether a code is already some member's invitation code or an affiliate link's (deleted links included). */
export const invitationCodeTaken = (db: SandboxDatabase, code: string): boolean =>
  db.get<{ x: number }>(
    'SELECT 1 AS x FROM affiliate_url WHERE code = ?1 UNION ALL SELECT 1 FROM member WHERE affiliate_code = ?1',
    { '?1': code },
  ) !== undefined;
