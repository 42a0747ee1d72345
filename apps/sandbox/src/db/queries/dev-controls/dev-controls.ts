import type { SandboxDatabase } from '../../sandbox-database';

export function setMemberType(db: SandboxDatabase, memberId: number, type: number): void {
  db.run('UPDATE member SET type = ? WHERE id = ?', [type, memberId]);
}

/** Adds an announcement; answers its id. */
export const insertAnnouncement = (
  db: SandboxDatabase,
  announcement: {
    siteCode: string;
    types: string;
    groupName: string;
    language: string;
    title: string;
    content: string;
    execution: string | null;
    imageUrl: string;
    link: string;
    at: number;
  },
): number =>
  db.run(
    `INSERT INTO announcement (merchant_code, types, group_name, language, title, content, execution, image_url, link, created_at)
     VALUES (?,?,?,?,?,?,?,?,?,?)`,
    [
      announcement.siteCode,
      announcement.types,
      announcement.groupName,
      announcement.language,
      announcement.title,
      announcement.content,
      announcement.execution,
      announcement.imageUrl,
      announcement.link,
      announcement.at,
    ],
  ).lastId;

/** The sort number after the site's last help topic. */
export const nextHelpTopicSort = (db: SandboxDatabase, siteCode: string): number =>
  db.get<{ n: number }>('SELECT IFNULL(MAX(sort), 0) + 1 AS n FROM help_topic WHERE merchant_code = ?', [
    siteCode,
  ])?.n ?? 0;

/** Adds a help topic; answers its id. */
export const insertHelpTopic = (
  db: SandboxDatabase,
  topic: {
    siteCode: string;
    topicKey: string;
    language: string;
    title: string;
    content: string;
    sort: number;
  },
): number =>
  db.run(
    'INSERT INTO help_topic (merchant_code, topic_key, language, title, content, sort) VALUES (?,?,?,?,?,?)',
    [topic.siteCode, topic.topicKey, topic.language, topic.title, topic.content, topic.sort],
  ).lastId;
