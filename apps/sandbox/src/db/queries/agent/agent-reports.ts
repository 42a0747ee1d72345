import type { SandboxDatabase } from '../../sandbox-database';
import type { Range } from '../date-range';

export const rebateRatesOf = (db: SandboxDatabase, memberId: number) =>
  db.all<{ game_category: string; rate: number }>(
    'SELECT game_category, rate FROM rebate_rate WHERE member_id = ? ORDER BY game_category',
    [memberId],
  );

export function setRebateRate(
  db: SandboxDatabase,
  memberId: number,
  gameCategory: string,
  rate: number,
): void {
  db.run('INSERT OR REPLACE INTO rebate_rate (member_id, game_category, rate) VALUES (?,?,?)', [
    memberId,
    gameCategory,
    rate,
  ]);
}

export interface TeamBetRow {
  username: string;
  name_en: string;
  name_ty: string | null;
  bet_cents: number;
  win_cents: number;
  created_at: number;
}

/** The bets of a set of members in the range, newest first, with the game's names. */
export function betsOfMembers(db: SandboxDatabase, memberIds: readonly number[], range: Range): TeamBetRow[] {
  const ids = memberIds.length ? memberIds : [-1];
  return db.all<TeamBetRow>(
    `SELECT member.username, game.name_en, game.name_ty, bet.bet_cents, bet.win_cents, bet.created_at
     FROM bet JOIN game USING (node_id) JOIN member ON member.id = bet.member_id
     WHERE bet.member_id IN (${ids.map(() => '?').join(',')}) AND bet.created_at >= ? AND bet.created_at < ?
     ORDER BY bet.created_at DESC, bet.id DESC`,
    [...ids, range.from, range.to],
  );
}
