import type { SandboxDatabase } from '../../sandbox-database';

export function markAnnouncementRead(db: SandboxDatabase, memberId: number, announcementId: number): void {
  db.run('INSERT OR IGNORE INTO announcement_read (member_id, announcement_id) VALUES (?,?)', [
    memberId,
    announcementId,
  ]);
}

export interface HelpTopicRow {
  id: number;
  topic_key: string;
  language: string;
  title: string;
  content: string;
}

/** The site's help topics in either language, in their order. */
export const helpTopicsIn = (db: SandboxDatabase, siteCode: string, language: string, fallback: string) =>
  db.all<HelpTopicRow>(
    'SELECT * FROM help_topic WHERE merchant_code = ? AND language IN (?, ?) ORDER BY sort, id',
    [siteCode, language, fallback],
  );
