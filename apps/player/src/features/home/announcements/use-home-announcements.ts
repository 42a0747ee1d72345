import { useAnnouncementsQuery } from '@wps-mobile/api-client';
import type { HotMatch } from '@wps-mobile/api-client/contract';
import { homeAnnouncementsArgs } from '../../../lib/first-paint/first-paint-plan';

/** The home announcement payload (banners, notices, pop-ups, hot matches), asked as the first-paint plan asks. */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery(homeAnnouncementsArgs());
}

/**
 * The hot matches of home's announcements (their `H` group): undefined while they load, and when the call failed
 * (`failed`, which home says itself). Only these two change what a reader of this hook draws.
 */
export function useHomeHotMatches(): { matches: readonly HotMatch[] | undefined; failed: boolean } {
  return useAnnouncementsQuery(homeAnnouncementsArgs(), {
    selectFromResult: ({ data, isError }) => ({ matches: data?.hotMatches, failed: isError }),
  });
}
