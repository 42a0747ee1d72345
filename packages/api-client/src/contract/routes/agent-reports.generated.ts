// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the agent-reports domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const AGENT_REPORTS_ROUTES: DomainRoutes<'agent-reports'> = {
  teamPnl: { name: 'teamPnl', method: 'GET', path: '/wps/relay/ACSFE_getTeamPnl', input: 'query' },
  teamBetting: {
    name: 'teamBetting',
    method: 'GET',
    path: '/wps/relay/ACSFE_getTeamBetting',
    input: 'query',
  },
  memberPnlReport: {
    name: 'memberPnlReport',
    method: 'GET',
    path: '/wps/relay/ACSFE_getMemberPnlReport',
    input: 'query',
  },
  rebateSettings: {
    name: 'rebateSettings',
    method: 'GET',
    path: '/wps/relay/ACSFE_getRebateSettings',
    input: 'query',
  },
  updateDownlineRebates: {
    name: 'updateDownlineRebates',
    method: 'POST',
    path: '/wps/relay/ACSFE_updateDownlineRebates',
    input: 'json',
  },
};
