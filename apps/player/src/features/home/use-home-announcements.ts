import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import { readSession } from '@wps-mobile/session';

/** The home announcement payload (banners, notices, pop-ups, hot matches); the token picks the pop-up audience. */
export function useHomeAnnouncements() {
  const session = readSession();
  return useAnnouncementsQuery({
    types: ['B', 'PL', 'PU', 'H'],
    groupName: 'm_home',
    ...(session ? { token: session.token } : {}),
  });
}
