import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { CONTENT_ROUTES as CALLS } from './contract/routes/content.generated';
import { callQuery } from './endpoint-kit';

/** Announcements, banners, notices, help topics, customer service, download links and the user agreement. */
export const contentApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    // Who asks changes the answer (pop-ups, read marks), and the session is in a header, not the arguments: a
    // login or logout (which invalidate 'Session') asks again.
    announcements: callQuery(build, CALLS.announcements, ['Content', 'Session']),
    bannerList: callQuery(build, CALLS.bannerList, ['Content']),
    noticeList: callQuery(build, CALLS.noticeList, ['Content'], {
      localCache: LOCAL_CACHE_RULES.announcementNotice,
    }),
    popularAnnouncements: callQuery(build, CALLS.popularAnnouncements, ['Content']),
    lobbyNews: callQuery(build, CALLS.lobbyNews, ['Content']),
    helpCenter: callQuery(build, CALLS.helpCenter, ['Content']),
    customerService: callQuery(build, CALLS.customerService, ['Content']),
    downloadLinks: callQuery(build, CALLS.downloadLinks, ['Content']),
    userAgreement: callQuery(build, CALLS.userAgreement, ['Content']),
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
  useUserAgreementQuery,
} = contentApi;
