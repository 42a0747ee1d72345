// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the messages domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const MESSAGES_ROUTES: DomainRoutes<'messages'> = {
  unreadMessageCount: {
    name: 'unreadMessageCount',
    method: 'GET',
    path: '/wps/relay/MCSFE_getUnreadMessageCount',
    input: 'query',
  },
  messageCount: {
    name: 'messageCount',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMessageCount',
    input: 'query',
  },
  messageList: {
    name: 'messageList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMessageList',
    input: 'query',
  },
  messageRead: { name: 'messageRead', method: 'POST', path: '/wps/relay/MCSFE_readMessage', input: 'json' },
};
