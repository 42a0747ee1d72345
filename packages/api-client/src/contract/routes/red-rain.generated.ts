// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the red-rain domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const RED_RAIN_ROUTES: DomainRoutes<'red-rain'> = {
  redRainSessions: {
    name: 'redRainSessions',
    method: 'GET',
    path: '/wps/relay/ACSFE_getRedRainSessions',
    input: 'query',
  },
  redRainGrab: { name: 'redRainGrab', method: 'POST', path: '/wps/relay/ACSFE_grabRedRain', input: 'json' },
};
