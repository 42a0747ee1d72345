import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALLS } from './contract';
import { callQuery } from './endpoint-kit';

/** Announcements, banners, notices, help topics, customer service and download links. */
export const contentApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    announcements: callQuery(build, WPS_CALLS.announcements, ['Content']),
    bannerList: callQuery(build, WPS_CALLS.bannerList, ['Content']),
    noticeList: callQuery(build, WPS_CALLS.noticeList, ['Content'], {
      localCache: LOCAL_CACHE_RULES.announcementNotice,
    }),
    popularAnnouncements: callQuery(build, WPS_CALLS.popularAnnouncements, ['Content']),
    lobbyNews: callQuery(build, WPS_CALLS.lobbyNews, ['Content']),
    helpCenter: callQuery(build, WPS_CALLS.helpCenter, ['Content']),
    customerService: callQuery(build, WPS_CALLS.customerService, ['Content']),
    downloadLinks: callQuery(build, WPS_CALLS.downloadLinks, ['Content']),
  }),
});

export const {
  useAnnouncementsQuery,
  useBannerListQuery,
  useNoticeListQuery,
  usePopularAnnouncementsQuery,
  useLobbyNewsQuery,
  useHelpCenterQuery,
  useCustomerServiceQuery,
  useDownloadLinksQuery,
} = contentApi;
