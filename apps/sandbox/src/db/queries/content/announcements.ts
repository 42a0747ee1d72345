import type { Announcement, AnnouncementGroup, AnnouncementType } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

export interface AnnouncementRow {
  id: number;
  types: AnnouncementType;
  group_name: AnnouncementGroup;
  language: string;
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F' | null;
  image_url: string;
  link: string;
  created_at: number;
}

/**
 * Announcements of the given types in the request's language. Translations are separate rows, so per type and
 * group the requested language's rows win when there are any, else the English ones are shown.
 */
export function localisedAnnouncements(
  db: SandboxDatabase,
  merchantCode: string,
  language: string,
  types: readonly AnnouncementType[],
  group?: AnnouncementGroup,
): AnnouncementRow[] {
  const rows = db.all<AnnouncementRow>(
    `SELECT * FROM announcement WHERE merchant_code = ? AND types IN (${types.map(() => '?').join(',')})
     AND (? IS NULL OR group_name = ?) ORDER BY created_at DESC, id DESC`,
    [merchantCode, ...types, group ?? null, group ?? null],
  );
  const hasLanguage = new Set(
    rows.filter((r) => r.language === language).map((r) => `${r.types}/${r.group_name}`),
  );
  return rows.filter((row) =>
    hasLanguage.has(`${row.types}/${row.group_name}`) ? row.language === language : row.language === 'EN',
  );
}

export function readAnnouncementIds(db: SandboxDatabase, memberId: number | undefined): Set<number> {
  if (memberId === undefined) return new Set();
  return new Set(
    db
      .all<{ id: number }>('SELECT announcement_id AS id FROM announcement_read WHERE member_id = ?', [
        memberId,
      ])
      .map((row) => row.id),
  );
}

export function toAnnouncement(row: AnnouncementRow, read: ReadonlySet<number>): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    types: row.types,
    groupName: row.group_name,
    announcementImages: row.image_url ? [{ sequence: 1, url: row.image_url }] : [],
    url: row.link,
    createTime: row.created_at,
    read: read.has(row.id),
  };
}
