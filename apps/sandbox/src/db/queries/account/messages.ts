import type { SandboxDatabase } from '../../sandbox-database';

export interface MessageRow {
  id: number;
  title: string;
  content: string;
  read: number;
  created_at: number;
}

export const messageCount = (db: SandboxDatabase, memberId: number, onlyUnread: boolean): number =>
  db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM message WHERE member_id = ?${onlyUnread ? ' AND read = 0' : ''}`,
    [memberId],
  )?.n ?? 0;

/** The member's inbox, newest first. */
export const messagesOf = (db: SandboxDatabase, memberId: number) =>
  db.all<MessageRow>('SELECT * FROM message WHERE member_id = ? ORDER BY created_at DESC, id DESC', [
    memberId,
  ]);

/** Marks the member's messages of those ids read; ids of other members' messages change nothing. */
export function markMessagesRead(db: SandboxDatabase, memberId: number, ids: readonly number[]): void {
  db.run(`UPDATE message SET read = 1 WHERE member_id = ? AND id IN (${ids.map(() => '?').join(',')})`, [
    memberId,
    ...ids,
  ]);
}
