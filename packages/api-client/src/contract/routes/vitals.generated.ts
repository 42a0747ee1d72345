// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the vitals domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const VITALS_ROUTES: DomainRoutes<'vitals'> = {
  vitalsBeacon: { name: 'vitalsBeacon', method: 'POST', path: '/wps/ext/vitals/beacon', input: 'json' },
  vitalsP75: { name: 'vitalsP75', method: 'GET', path: '/wps/ext/vitals/p75', input: 'query' },
};
