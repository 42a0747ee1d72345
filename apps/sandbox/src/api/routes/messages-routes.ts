import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { markMessagesRead, messageCount, messagesOf } from '../../db/queries/account/messages';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { toPage } from '../paging';

/** The member's inbox: counts, list and marking read. */
export function messagesRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  memberRoute(routes, WPS_CALLS.unreadMessageCount, ({ db, member }) => messageCount(db, member.id, true));
  memberRoute(routes, WPS_CALLS.messageCount, ({ db, member }) => messageCount(db, member.id, false));

  memberRoute(routes, WPS_CALLS.messageList, ({ db, member, params }) => {
    const page = toPage(messagesOf(db, member.id), params.pageNo, params.pageSize);
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
    markMessagesRead(db, member.id, params.ids);
    return { unreadCount: messageCount(db, member.id, true) };
  });
  return routes;
}
