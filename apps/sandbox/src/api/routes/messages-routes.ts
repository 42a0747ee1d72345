import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { toPage } from '../paging';

/** The member's inbox: counts, list and marking read. */
export function messagesRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const count = (db: ApiEnv['Variables']['db'], memberId: number, onlyUnread: boolean) =>
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM message WHERE member_id = ?${onlyUnread ? ' AND read = 0' : ''}`,
      [memberId],
    )?.n ?? 0;

  memberRoute(routes, WPS_CALLS.unreadMessageCount, ({ db, member }) => count(db, member.id, true));
  memberRoute(routes, WPS_CALLS.messageCount, ({ db, member }) => count(db, member.id, false));

  memberRoute(routes, WPS_CALLS.messageList, ({ db, member, params }) => {
    const rows = db.all<{ id: number; title: string; content: string; read: number; created_at: number }>(
      'SELECT * FROM message WHERE member_id = ? ORDER BY created_at DESC, id DESC',
      [member.id],
    );
    const page = toPage(rows, params.pageNo, params.pageSize);
    return {
      ...page,
      list: page.list.map((m) => ({
        id: m.id,
        title: m.title,
        content: m.content,
        read: m.read === 1,
        createTime: m.created_at,
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.messageRead, ({ db, member, params }) => {
    // Ids of other members' messages are ignored rather than reported, so nobody can probe which ids exist.
    db.run(
      `UPDATE message SET read = 1 WHERE member_id = ? AND id IN (${params.ids.map(() => '?').join(',')})`,
      [member.id, ...params.ids],
    );
    return { unreadCount: count(db, member.id, true) };
  });
  return routes;
}
