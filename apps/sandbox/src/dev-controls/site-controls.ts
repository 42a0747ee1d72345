import type { Hono } from 'hono';
import { WHITELABEL_FLAGS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api/api-failure';
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
      c.var.db.run('INSERT OR REPLACE INTO whitelabel_flag (merchant_code, flag, enabled) VALUES (?,?,?)', [
        site,
        flag,
        enabled ? 1 : 0,
      ]);
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
          c.var.db.run(`UPDATE system_status SET ${column} = ? WHERE merchant_code = ?`, [
            oneOf(body, field, ['0', '1']),
            site,
          ]);
      return c.var.db.get(
        'SELECT template_mem_cen AS mem_cen, template_dep_func AS dep_func FROM system_status WHERE merchant_code = ?',
        [site],
      );
    }),
  );

  routes.post(
    '/status',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      const maintenance = optionalBoolean(body, 'maintenance');
      const region = optionalBoolean(body, 'regionRestriction');
      if (maintenance !== undefined)
        c.var.db.run('UPDATE system_status SET maintenance = ? WHERE merchant_code = ?', [
          maintenance ? 1 : 0,
          site,
        ]);
      if (region !== undefined)
        c.var.db.run('UPDATE system_status SET region_restriction = ? WHERE merchant_code = ?', [
          region ? 1 : 0,
          site,
        ]);
      if (body.location !== undefined)
        c.var.db.run('UPDATE system_status SET location = ? WHERE merchant_code = ?', [
          textField(body, 'location', 3),
          site,
        ]);
      return c.var.db.get(
        'SELECT maintenance, region_restriction AS regionRestriction, location FROM system_status WHERE merchant_code = ?',
        [site],
      );
    }),
  );
}
