import type { Downline } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Range } from '../date-range';
import { fromCents } from '../money/ledger';
import { teamOf } from '../account/members';
import type { MemberRef, MemberRow } from '../account/members';

/** Money figures of a set of members over a range, from their ledgers and bets. */
export function teamFigures(db: SandboxDatabase, memberIds: readonly number[], range: Range) {
  const ids = memberIds.length ? memberIds : [-1];
  const marks = ids.map(() => '?').join(',');
  const ledger = (type: string) =>
    db.get<{ s: number }>(
      `SELECT IFNULL(SUM(amount_cents), 0) AS s FROM ledger WHERE type = ? AND member_id IN (${marks})
       AND created_at >= ? AND created_at < ?`,
      [type, ...ids, range.from, range.to],
    )?.s ?? 0;
  const bets = db.get<{ bet: number; valid: number; win: number }>(
    `SELECT IFNULL(SUM(bet_cents), 0) AS bet, IFNULL(SUM(CASE WHEN status = 'SETTLED' THEN bet_cents END), 0) AS valid,
       IFNULL(SUM(win_cents), 0) AS win FROM bet WHERE status <> 'CANCELLED' AND member_id IN (${marks})
       AND created_at >= ? AND created_at < ?`,
    [...ids, range.from, range.to],
  ) ?? { bet: 0, valid: 0, win: 0 };
  return {
    deposit: fromCents(ledger('D')),
    withdraw: fromCents(-ledger('W')),
    bet: fromCents(bets.bet),
    validBet: fromCents(bets.valid),
    win: fromCents(bets.win),
    // The team's result as the house sees it: what the members lost.
    profit: fromCents(bets.bet - bets.win),
    memberCount: memberIds.length,
  };
}

export function toDownline(
  db: SandboxDatabase,
  member: MemberRow,
  level: number,
  online: ReadonlySet<number>,
): Downline {
  return {
    id: member.id,
    account: member.username,
    type: member.type,
    level,
    balance: fromCents(member.balance_cents + member.game_balance_cents),
    regDate: member.reg_date,
    lastLoginTime: member.last_login,
    online: online.has(member.id),
    teamSize: teamOf(db, member).length,
  };
}

/** The agent's team member of that username at any depth, or undefined: agents see only their own team. */
export function teamMember(db: SandboxDatabase, agent: MemberRef, username: string) {
  return teamOf(db, agent).find((m) => m.username === username.toLowerCase() || m.username === username);
}
