import type { SandboxDatabase } from '../../sandbox-database';
import type { GameRow } from './games';

export function addFavourite(db: SandboxDatabase, memberId: number, nodeId: string, now: number): void {
  db.run('INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?,?,?)', [
    memberId,
    nodeId,
    now,
  ]);
}

export function removeFavourite(db: SandboxDatabase, memberId: number, nodeId: string): void {
  db.run('DELETE FROM favourite WHERE member_id = ? AND node_id = ?', [memberId, nodeId]);
}

/** The member's favourite games (of one type, if given), the latest added first. */
export const favouriteGamesOf = (db: SandboxDatabase, memberId: number, gameType: string | null) =>
  db.all<GameRow>(
    `SELECT game.* FROM favourite JOIN game USING (node_id) WHERE member_id = ? AND (? IS NULL OR game_type = ?)
     ORDER BY favourite.created_at DESC`,
    [memberId, gameType, gameType],
  );

/** Records that the member played (or opened) a game now. */
export function markGamePlayed(db: SandboxDatabase, memberId: number, nodeId: string, now: number): void {
  db.run('INSERT OR REPLACE INTO recent_game (member_id, node_id, played_at) VALUES (?,?,?)', [
    memberId,
    nodeId,
    now,
  ]);
}

/** The games the member played (of one type, if given), the latest first. */
export const recentGamesOf = (db: SandboxDatabase, memberId: number, gameType: string | null) =>
  db.all<GameRow>(
    `SELECT game.* FROM recent_game JOIN game USING (node_id) WHERE member_id = ? AND (? IS NULL OR game_type = ?)
     ORDER BY played_at DESC`,
    [memberId, gameType, gameType],
  );

/** The most played games (of one type, if given) by number of bets. */
export const mostPlayedGames = (db: SandboxDatabase, gameType: string | null, limit: number) =>
  db.all<GameRow & { plays: number }>(
    `SELECT game.*, COUNT(bet.id) AS plays FROM bet JOIN game USING (node_id)
     WHERE (? IS NULL OR game_type = ?) GROUP BY game.node_id ORDER BY plays DESC, sort LIMIT ?`,
    [gameType, gameType, limit],
  );

/** The biggest wins (in one game type, if given) with the winner's username. */
export const biggestWins = (db: SandboxDatabase, gameType: string | null, limit: number) =>
  db.all<GameRow & { username: string; win_cents: number }>(
    `SELECT game.*, member.username, bet.win_cents FROM bet JOIN game USING (node_id)
     JOIN member ON member.id = bet.member_id
     WHERE bet.win_cents > 0 AND (? IS NULL OR game_type = ?) ORDER BY bet.win_cents DESC, bet.id LIMIT ?`,
    [gameType, gameType, limit],
  );

export interface BetRow {
  id: number;
  order_no: string;
  bet_cents: number;
  win_cents: number;
  status: 'OPEN' | 'SETTLED' | 'CANCELLED';
  created_at: number;
  vassalage: string;
  name_en: string;
  name_ty: string | null;
}

const BET_SELECT = `SELECT bet.*, game.vassalage, game.name_en, game.name_ty FROM bet JOIN game USING (node_id)`;

export const betOfOrder = (db: SandboxDatabase, memberId: number, orderNo: string) =>
  db.get<BetRow>(`${BET_SELECT} WHERE member_id = ? AND order_no = ?`, [memberId, orderNo]);

/** The member's bets (of one status, if given), newest first. */
export const betsOf = (db: SandboxDatabase, memberId: number, status: string | null) =>
  db.all<BetRow>(
    `${BET_SELECT} WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, bet.id DESC`,
    [memberId, status, status],
  );

export function cancelBet(db: SandboxDatabase, betId: number): void {
  db.run("UPDATE bet SET status = 'CANCELLED' WHERE id = ?", [betId]);
}
