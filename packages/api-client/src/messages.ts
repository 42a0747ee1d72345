import { wpsApi } from './api';
import { MESSAGES_ROUTES as CALLS } from './contract/routes/messages.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** The member's inbox; reading a message refreshes the unread count at once. */
export const messagesApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    unreadMessageCount: callQuery(build, CALLS.unreadMessageCount, ['UnreadCount']),
    messageCount: callQuery(build, CALLS.messageCount, ['Messages']),
    messageList: callQuery(build, CALLS.messageList, ['Messages']),
    messageRead: callMutation(build, CALLS.messageRead, ['UnreadCount', 'Messages']),
  }),
});

export const {
  useUnreadMessageCountQuery,
  useMessageCountQuery,
  useMessageListQuery,
  useMessageReadMutation,
} = messagesApi;
