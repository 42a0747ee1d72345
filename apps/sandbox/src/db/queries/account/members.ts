import type { SandboxDatabase } from '../../sandbox-database';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  type: number;
  upline_id: number | null;
  mobile_num: string;
  /** 1 once the number was proven by an SMS code (see migration 7). */
  mobile_verified: number;
  email: string;
  nickname: string;
  payee_name: string;
  icon: string;
  vip_level: number;
  balance_cents: number;
  game_balance_cents: number;
  first_time_login: number;
  password_expired: number;
  failed_logins: number;
  affiliate_code: string | null;
  reg_date: number;
  last_login: number;
  active: number;
}

export const memberById = (db: SandboxDatabase, id: number) =>
  db.get<MemberRow>('SELECT * FROM member WHERE id = ?', [id]);

/** Usernames are unique per site: a trial merchant's members are looked up under its own code. */
export const memberByUsername = (db: SandboxDatabase, merchantCode: string, username: string) =>
  db.get<MemberRow>('SELECT * FROM member WHERE merchant_code = ? AND username = ?', [
    merchantCode,
    username,
  ]);

/**
 * The member whose number this is, proven by an SMS code: the only kind of number that signs in or resets a
 * password. A number merely typed at registration could be anyone's.
 */
export const memberByVerifiedMobile = (db: SandboxDatabase, merchantCode: string, mobile: string) =>
  db.get<MemberRow>(
    "SELECT * FROM member WHERE merchant_code = ? AND mobile_num = ? AND mobile_num <> '' AND mobile_verified = 1",
    [merchantCode, mobile],
  );

export function setLastLogin(db: SandboxDatabase, memberId: number, now: number): void {
  db.run('UPDATE member SET last_login = ? WHERE id = ?', [now, memberId]);
}

/** Stores a stronger hash of the same password, unless the password changed meanwhile. */
export function updatePasswordHash(
  db: SandboxDatabase,
  memberId: number,
  oldHash: string,
  newHash: string,
): void {
  db.run('UPDATE member SET password_hash = ? WHERE id = ? AND password_hash = ?', [
    newHash,
    memberId,
    oldHash,
  ]);
}

/** A member as the team queries need it: who, and of which merchant. */
export type MemberRef = Pick<MemberRow, 'id' | 'merchant_code'>;

/**
 * Every member below `agent` at any depth, with their depth (1 = direct downline). Only members of the agent's own
 * merchant count, at every level: a link to another merchant's member (a bad import, an old bug) never shows it.
 */
export function teamOf(db: SandboxDatabase, agent: MemberRef): (MemberRow & { level: number })[] {
  return db.all<MemberRow & { level: number }>(
    `WITH RECURSIVE team(id, level) AS (
       SELECT id, 1 FROM member WHERE upline_id = ?1 AND merchant_code = ?2
       UNION ALL SELECT m.id, team.level + 1 FROM member m JOIN team ON m.upline_id = team.id
         WHERE m.merchant_code = ?2)
     SELECT member.*, team.level FROM member JOIN team ON member.id = team.id ORDER BY member.id`,
    { '?1': agent.id, '?2': agent.merchant_code },
  );
}

/** The member's upline, if it is of the member's own merchant. */
export const uplineOf = (db: SandboxDatabase, member: Pick<MemberRow, 'upline_id' | 'merchant_code'>) =>
  member.upline_id === null
    ? undefined
    : db.get<MemberRow>('SELECT * FROM member WHERE id = ? AND merchant_code = ?', [
        member.upline_id,
        member.merchant_code,
      ]);
