// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the content domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const CONTENT_ROUTES: DomainRoutes<'content'> = {
  announcements: {
    name: 'announcements',
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    input: 'query',
  },
  bannerList: { name: 'bannerList', method: 'GET', path: '/wps/relay/CCSFE_getBannerList', input: 'query' },
  noticeList: { name: 'noticeList', method: 'GET', path: '/wps/relay/CCSFE_getNoticeList', input: 'query' },
  popularAnnouncements: {
    name: 'popularAnnouncements',
    method: 'GET',
    path: '/wps/relay/CCSFE_getPopularAnnouncements',
    input: 'query',
  },
  lobbyNews: { name: 'lobbyNews', method: 'GET', path: '/wps/relay/CCSFE_getLobbyNews', input: 'query' },
  helpCenter: { name: 'helpCenter', method: 'GET', path: '/wps/system/helpCenter', input: 'query' },
  customerService: {
    name: 'customerService',
    method: 'GET',
    path: '/wps/relay/CCSFE_getCustomerService',
    input: 'query',
  },
  downloadLinks: {
    name: 'downloadLinks',
    method: 'GET',
    path: '/wps/relay/CCSFE_getDownloadLinks',
    input: 'query',
  },
  userAgreement: {
    name: 'userAgreement',
    method: 'GET',
    path: '/wps/relay/CCSFE_getUserAgreement',
    input: 'query',
  },
};
