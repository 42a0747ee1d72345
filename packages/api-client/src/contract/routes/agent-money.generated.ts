// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the agent-money domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const AGENT_MONEY_ROUTES: DomainRoutes<'agent-money'> = {
  transferDownline: {
    name: 'transferDownline',
    method: 'POST',
    path: '/wps/relay/ACSFE_transferDownline',
    input: 'encrypted',
  },
  transferMultipleDownline: {
    name: 'transferMultipleDownline',
    method: 'POST',
    path: '/wps/relay/ACSFE_transferMultipleDownline',
    input: 'encrypted',
  },
  affiliateUrlCreate: {
    name: 'affiliateUrlCreate',
    method: 'POST',
    path: '/wps/relay/ACSFE_createAffiliateUrl',
    input: 'json',
  },
  affiliateUrls: {
    name: 'affiliateUrls',
    method: 'GET',
    path: '/wps/relay/ACSFE_getAffiliateUrls',
    input: 'query',
  },
  affiliateUrlDelete: {
    name: 'affiliateUrlDelete',
    method: 'DELETE',
    path: '/wps/relay/ACSFE_deleteAffiliateUrl',
    input: 'query',
  },
};
