import { useAnnouncementsQuery } from '@wps-mobile/api-client';

/**
 * The agent announcements' parameters: type A, group m_home. Whose read marks count comes from the session, which
 * travels in the Authorization header only, never in the address.
 */
export function agentAnnouncementsArgs() {
  return { types: ['A' as const], groupName: 'm_home' as const };
}

/** The agent announcements (type A, group m_home): the list and `footer.unreadCount` for the badge. */
export function useAgentAnnouncements() {
  return useAnnouncementsQuery(agentAnnouncementsArgs());
}
