// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the agent-menu domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const AGENT_MENU_ROUTES: DomainRoutes<'agent-menu'> = {
  agentMenuKeys: {
    name: 'agentMenuKeys',
    method: 'GET',
    path: '/wps/relay/ACSFE_getAgentMenuKeys',
    input: 'query',
  },
};
