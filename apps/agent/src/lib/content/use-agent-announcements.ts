import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import { readSession } from '@wps-mobile/session';

/** The agent announcements' parameters: type A, group m_home, with the session's token. */
export function agentAnnouncementsArgs() {
  const token = readSession()?.token;
  return { types: ['A' as const], groupName: 'm_home' as const, ...(token ? { token } : {}) };
}

/** The agent announcements (type A, group m_home): the list and `footer.unreadCount` for the badge. */
export function useAgentAnnouncements() {
  return useAnnouncementsQuery(agentAnnouncementsArgs());
}
