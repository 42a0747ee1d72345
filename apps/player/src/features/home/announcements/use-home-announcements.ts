import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import { readSession } from '@wps-mobile/session';

type AnnouncementsArgs = Exclude<Parameters<typeof useAnnouncementsQuery>[0], symbol>;

/** What home asks for: banners, notices, pop-ups and hot matches; the token picks the pop-up audience. */
export function homeAnnouncementsArgs(): AnnouncementsArgs {
  const session = readSession();
  return {
    types: ['B', 'PL', 'PU', 'H'],
    groupName: 'm_home',
    ...(session ? { token: session.token } : {}),
  };
}

/** The home announcement payload (banners, notices, pop-ups, hot matches). */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery(homeAnnouncementsArgs());
}
