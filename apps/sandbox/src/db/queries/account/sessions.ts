import type { SandboxDatabase } from '../../sandbox-database';

export interface SessionRow {
  token: string;
  member_id: number;
  created_at: number;
  last_seen: number;
  ended: string | null;
}

export const sessionByToken = (db: SandboxDatabase, token: string) =>
  db.get<SessionRow>('SELECT * FROM session WHERE token = ?', [token]);

export function insertSession(db: SandboxDatabase, token: string, memberId: number, now: number): void {
  db.run('INSERT INTO session (token, member_id, created_at, last_seen) VALUES (?,?,?,?)', [
    token,
    memberId,
    now,
    now,
  ]);
}

/** Marks a member's live sessions ended for `reason`, all or all but `exceptToken`. */
export function endLiveSessions(
  db: SandboxDatabase,
  memberId: number,
  reason: string,
  exceptToken = '',
): void {
  db.run('UPDATE session SET ended = ? WHERE member_id = ? AND ended IS NULL AND token <> ?', [
    reason,
    memberId,
    exceptToken,
  ]);
}

export function deleteSession(db: SandboxDatabase, token: string): void {
  db.run('DELETE FROM session WHERE token = ?', [token]);
}

export function touchSession(db: SandboxDatabase, token: string, now: number): void {
  db.run('UPDATE session SET last_seen = ? WHERE token = ?', [now, token]);
}

/** Sets a token's last use to the epoch, so its next use finds it idle; answers whether the token exists. */
export function idleSession(db: SandboxDatabase, token: string): boolean {
  return db.run('UPDATE session SET last_seen = 0 WHERE token = ?', [token]).changes > 0;
}

/** Members with a live session used at or after `since` and opened at or after `openedSince`. */
export const memberIdsSeenSince = (db: SandboxDatabase, since: number, openedSince: number): number[] =>
  db
    .all<{ member_id: number }>(
      'SELECT DISTINCT member_id FROM session WHERE ended IS NULL AND last_seen >= ? AND created_at >= ?',
      [since, openedSince],
    )
    .map((row) => row.member_id);
