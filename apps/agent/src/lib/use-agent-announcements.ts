import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import { readSession } from '@wps-mobile/session';

/** The agent announcements (type A, group m_home): the list and `footer.unreadCount` for the badge. */
export function useAgentAnnouncements() {
  const token = readSession()?.token;
  return useAnnouncementsQuery({ types: ['A'], groupName: 'm_home', ...(token ? { token } : {}) });
}
