// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the member domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const MEMBER_ROUTES: DomainRoutes<'member'> = {
  memberInfo: { name: 'memberInfo', method: 'GET', path: '/wps/member/info', input: 'query' },
  memberIcon: { name: 'memberIcon', method: 'GET', path: '/wps/member/icon', input: 'query' },
  setMemberIcon: { name: 'setMemberIcon', method: 'POST', path: '/wps/member/icon', input: 'form' },
  memberEmail: { name: 'memberEmail', method: 'GET', path: '/wps/member/email', input: 'query' },
  memberPayeeName: { name: 'memberPayeeName', method: 'GET', path: '/wps/member/payeename', input: 'query' },
  memberNickname: { name: 'memberNickname', method: 'GET', path: '/wps/member/nickname', input: 'query' },
  memberRenew: { name: 'memberRenew', method: 'GET', path: '/wps/relay/MCSFE_renew', input: 'query' },
  clubBenefit: {
    name: 'clubBenefit',
    method: 'GET',
    path: '/wps/relay/MCSFE_getClubBenefit',
    input: 'query',
  },
  feedback: { name: 'feedback', method: 'PUT', path: '/wps/feedback', input: 'json' },
  feedbackSettings: {
    name: 'feedbackSettings',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFeedbackSettings',
    input: 'query',
  },
};
