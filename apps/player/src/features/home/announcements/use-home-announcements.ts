import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import { homeAnnouncementsArgs } from '../../../lib/first-paint/first-paint-plan';

/** The home announcement payload (banners, notices, pop-ups, hot matches), asked as the first-paint plan asks. */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery(homeAnnouncementsArgs());
}
