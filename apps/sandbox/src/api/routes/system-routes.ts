import { Hono } from 'hono';
import { WPS_PATHS } from '@wps-mobile/api-client/contract';
import { readConsolidatedSettings, readSystemStatus } from '../../db';
import type { ApiEnv } from '../api-env';
import { ok } from '../respond';

/** Start-up calls: the status decides the app's mode, the consolidated settings configure the site. */
export function systemRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(WPS_PATHS.systemStatus, (c) => ok(c, readSystemStatus(c.var.db, c.var.merchant)));
  routes.get(WPS_PATHS.consolidatedSettings, (c) =>
    ok(c, readConsolidatedSettings(c.var.db, c.var.merchant)),
  );
  return routes;
}
