import type { Hono } from 'hono';
import { WHITELABEL_FLAGS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api/api-failure';
import {
  setSystemStatus,
  setWhitelabelFlag,
  siteStatus,
  siteTemplates,
} from '../db/queries/dev-controls/site-controls';
import type { ApiEnv } from '../api/api-env';
import { control, oneOf, optionalBoolean, optionalText, siteOf, textField } from './control-input';

/** Controls of the merchant's site: white-label flags, templates, maintenance, region restriction, location. */
export function siteControls(routes: Hono<ApiEnv>): void {
  routes.post(
    '/whitelabel',
    control((c, body) => {
      const flag = optionalText(body, 'flag', '', 40);
      if (
        !flag ||
        (!(WHITELABEL_FLAGS as readonly string[]).includes(flag) && !/^[A-Z0-9_]{2,40}$/.test(flag))
      )
        throw new ApiFailure(
          400,
          WPS_ERROR_CODES.parameterFormat,
          'The field flag must be a white-label flag name.',
        );
      const enabled = optionalBoolean(body, 'enabled') ?? true;
      const site = siteOf(c, body).siteCode;
      setWhitelabelFlag(c.var.db, site, flag, enabled);
      return { flag, enabled };
    }),
  );

  routes.post(
    '/template',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      for (const [field, column] of [
        ['mem_cen', 'template_mem_cen'],
        ['dep_func', 'template_dep_func'],
      ] as const)
        if (body[field] !== undefined)
          setSystemStatus(c.var.db, site, column, oneOf(body, field, ['0', '1']));
      return siteTemplates(c.var.db, site);
    }),
  );

  routes.post(
    '/status',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      const maintenance = optionalBoolean(body, 'maintenance');
      const region = optionalBoolean(body, 'regionRestriction');
      if (maintenance !== undefined) setSystemStatus(c.var.db, site, 'maintenance', maintenance ? 1 : 0);
      if (region !== undefined) setSystemStatus(c.var.db, site, 'region_restriction', region ? 1 : 0);
      if (body.location !== undefined)
        setSystemStatus(c.var.db, site, 'location', textField(body, 'location', 3));
      return siteStatus(c.var.db, site);
    }),
  );
}
