// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the agent-team domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const AGENT_TEAM_ROUTES: DomainRoutes<'agent-team'> = {
  teamActivity: { name: 'teamActivity', method: 'GET', path: '/wps/relay/ACSFE_getTeamKpi', input: 'query' },
  wholeTeamFigures: {
    name: 'wholeTeamFigures',
    method: 'GET',
    path: '/wps/relay/ACSFE_getTeamKpiA',
    input: 'query',
  },
  directDownlineFigures: {
    name: 'directDownlineFigures',
    method: 'GET',
    path: '/wps/relay/ACSFE_getTeamKpiB',
    input: 'query',
  },
  teamMemberCounts: {
    name: 'teamMemberCounts',
    method: 'GET',
    path: '/wps/relay/ACSFE_getTeamKpiC',
    input: 'query',
  },
  subordinateList: {
    name: 'subordinateList',
    method: 'GET',
    path: '/wps/relay/ACSFE_getSubordinateList',
    input: 'query',
  },
  downlines: { name: 'downlines', method: 'GET', path: '/wps/relay/ACSFE_getDownlines', input: 'query' },
  downline: { name: 'downline', method: 'GET', path: '/wps/relay/ACSFE_getDownline', input: 'query' },
  createDownline: {
    name: 'createDownline',
    method: 'POST',
    path: '/wps/relay/ACSFE_createDownline',
    input: 'encrypted',
  },
  usernameCheck: {
    name: 'usernameCheck',
    method: 'GET',
    path: '/wps/relay/ACSFE_checkUsername',
    input: 'query',
  },
  quotas: { name: 'quotas', method: 'GET', path: '/wps/relay/ACSFE_getQuotas', input: 'query' },
  chatLaunch: { name: 'chatLaunch', method: 'GET', path: '/wps/relay/ACSFE_launchChat', input: 'query' },
};
