// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the system domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const SYSTEM_ROUTES: DomainRoutes<'system'> = {
  systemStatus: { name: 'systemStatus', method: 'GET', path: '/wps/system/status', input: 'query' },
  consolidatedSettings: {
    name: 'consolidatedSettings',
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    input: 'query',
  },
  whitelabel: { name: 'whitelabel', method: 'GET', path: '/wps/system/whitelabel', input: 'query' },
  templateSettings: {
    name: 'templateSettings',
    method: 'GET',
    path: '/wps/relay/CCSFE_getTemplateSettings',
    input: 'query',
  },
  registerSettings: {
    name: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    input: 'query',
  },
  systemCountry: { name: 'systemCountry', method: 'GET', path: '/wps/system/country', input: 'query' },
  domainRoute: {
    name: 'domainRoute',
    method: 'GET',
    path: '/wps/relay/CCSFE_getDomainRoute',
    input: 'query',
  },
  serviceInfo: {
    name: 'serviceInfo',
    method: 'GET',
    path: '/wps/relay/CCSFE_getServiceInfo',
    input: 'query',
  },
};
