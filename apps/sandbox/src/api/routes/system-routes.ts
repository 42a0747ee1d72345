import { Hono } from 'hono';
import { WPS_CALLS, WPS_PATHS } from '@wps-mobile/api-client/contract';
import { readConsolidatedSettings, readSystemStatus } from '../../db';
import { readMobileTemplate } from '../../db/queries/site/system-status';
import { readWhitelabelFlags } from '../../db/queries/site/whitelabel-flags';
import type { ApiEnv } from '../api-env';
import { route } from '../call-route';
import { ok } from '../respond';
import { servicePathsAsSent } from '../service-paths';

/** Countries of mobile inputs; the merchant's own is moved to the front. */
const COUNTRIES = [
  { countryCode: 'PH', name: 'Philippines', countryDialingCode: '63', mobileLength: 10 },
  { countryCode: 'VN', name: 'Vietnam', countryDialingCode: '84', mobileLength: 9 },
  { countryCode: 'TH', name: 'Thailand', countryDialingCode: '66', mobileLength: 9 },
  { countryCode: 'ID', name: 'Indonesia', countryDialingCode: '62', mobileLength: 11 },
  { countryCode: 'MY', name: 'Malaysia', countryDialingCode: '60', mobileLength: 9 },
  { countryCode: 'IN', name: 'India', countryDialingCode: '91', mobileLength: 10 },
] as const;

export const SANDBOX_SERVICE_VERSION = '3.0.0-sandbox';

/**
 * Start-up calls (the status decides the app's mode, the consolidated settings configure the site) and the parts
 * of the site settings that also have calls of their own.
 */
export function systemRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(WPS_PATHS.systemStatus, (c) => ok(c, readSystemStatus(c.var.db, c.var.merchant)));
  routes.get(WPS_PATHS.consolidatedSettings, async (c) => {
    const { db, merchant } = c.var;
    const settings = readConsolidatedSettings(db, merchant);
    return ok(c, { ...settings, paths: await servicePathsAsSent(db, merchant, settings.paths) });
  });
  route(routes, WPS_CALLS.whitelabel, ({ db, merchant }) => readWhitelabelFlags(db, merchant));
  route(routes, WPS_CALLS.templateSettings, ({ db, merchant }) => readMobileTemplate(db, merchant));
  route(
    routes,
    WPS_CALLS.registerSettings,
    ({ db, merchant }) => readConsolidatedSettings(db, merchant).register,
  );
  route(routes, WPS_CALLS.systemCountry, ({ merchant }) => [
    ...COUNTRIES.filter((c) => c.countryCode === merchant.country),
    ...COUNTRIES.filter((c) => c.countryCode !== merchant.country),
  ]);
  route(
    routes,
    WPS_CALLS.domainRoute,
    ({ db, merchant }) => readConsolidatedSettings(db, merchant).domainRoute,
  );
  route(routes, WPS_CALLS.serviceInfo, async ({ db, merchant }) => ({
    version: SANDBOX_SERVICE_VERSION,
    paths: await servicePathsAsSent(db, merchant, readConsolidatedSettings(db, merchant).paths),
  }));
  return routes;
}
