import { wpsApi } from './api';
import { WPS_CALLS } from './contract';
import { callMutation, callQuery } from './endpoint-kit';

/** The member's inbox; reading a message refreshes the unread count at once. */
export const messagesApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    unreadMessageCount: callQuery(build, WPS_CALLS.unreadMessageCount, ['UnreadCount']),
    messageCount: callQuery(build, WPS_CALLS.messageCount, ['Messages']),
    messageList: callQuery(build, WPS_CALLS.messageList, ['Messages']),
    messageRead: callMutation(build, WPS_CALLS.messageRead, ['UnreadCount', 'Messages']),
  }),
});

export const {
  useUnreadMessageCountQuery,
  useMessageCountQuery,
  useMessageListQuery,
  useMessageReadMutation,
} = messagesApi;
