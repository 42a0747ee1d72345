import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { int, noInput, pagedOf, paging, timestamp } from './schema-kit';

export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML; render only after sanitising. */
  content: z.string(),
  read: z.boolean(),
  createTime: timestamp,
});
export type Message = z.output<typeof messageSchema>;

export const messageCalls = {
  unreadMessageCount: defineCall({
    name: 'unreadMessageCount',
    method: 'GET',
    path: WPS_PATHS.unreadMessageCount,
    auth: 'member',
    request: noInput,
    response: z.number().int(),
    summary: 'Unread messages (value is a number).',
  }),
  messageCount: defineCall({
    name: 'messageCount',
    method: 'GET',
    path: WPS_PATHS.messageCount,
    auth: 'member',
    request: noInput,
    response: z.number().int(),
    summary: 'All messages (value is a number).',
  }),
  messageList: defineCall({
    name: 'messageList',
    method: 'GET',
    path: WPS_PATHS.messageList,
    auth: 'member',
    request: z.object({ ...paging(20) }),
    response: pagedOf(messageSchema),
    summary: 'The inbox, newest first.',
  }),
  messageRead: defineCall({
    name: 'messageRead',
    method: 'POST',
    path: WPS_PATHS.messageRead,
    auth: 'member',
    request: z.object({ ids: z.array(int(1)).min(1).max(100) }),
    response: z.object({ unreadCount: z.number().int() }),
    summary: 'Mark messages read; answers the new unread count.',
  }),
} as const;
