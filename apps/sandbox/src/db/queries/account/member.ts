import type { SandboxDatabase } from '../../sandbox-database';

export function setMemberIcon(db: SandboxDatabase, memberId: number, icon: string): void {
  db.run('UPDATE member SET icon = ? WHERE id = ?', [icon, memberId]);
}

/** Stores a member's feedback (the images are only counted); answers its id. */
export const insertFeedback = (
  db: SandboxDatabase,
  feedback: { memberId: number; type: string; content: string; imageCount: number; at: number },
): number =>
  db.run('INSERT INTO feedback (member_id, type, content, image_count, created_at) VALUES (?,?,?,?,?)', [
    feedback.memberId,
    feedback.type,
    feedback.content,
    feedback.imageCount,
    feedback.at,
  ]).lastId;
