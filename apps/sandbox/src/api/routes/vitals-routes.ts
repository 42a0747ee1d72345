import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, validateRequest } from '@wps-mobile/api-client/contract';
import { findMerchant, type Merchant } from '../../db';
import { insertVitals, vitalValuesSince } from '../../db/queries/site/vitals';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { route } from '../call-route';
import { clientAddress, spendRate } from '../rate-limiter';
import { readInput } from '../read-input';
import { fail, ok } from '../respond';
import { p75Table } from '../vitals/p75';

const BEACON = WPS_CALLS.vitalsBeacon;

/**
 * Field data, the `/wps/ext/vitals/` extension beyond the spec: phones send their Core Web Vitals as beacons, the
 * sandbox checks each against the contract's schema and keeps every figure, and answers the p75 per route and
 * metric. A beacon comes from `navigator.sendBeacon`, which sets no headers: it names its merchant in its body
 * (`merchant-header.ts` lets it through without the header), so it is registered here rather than through `route`.
 */
export function vitalsRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(BEACON.path, async (c) => {
    try {
      const state = c.var.state;
      spendRate(state, 'vitalsBeaconsPerIp', clientAddress(c));
      const check = validateRequest(BEACON, await readInput(c, BEACON, state));
      if (!check.ok) return fail(c, 400, check.errorCode, check.message);
      // Sent with a Merchant header (a script, not a beacon), the body must name the same merchant.
      const named = c.get('merchant') as Merchant | undefined;
      const merchant = findMerchant(c.var.db, check.params.merchant);
      if (!merchant || (named && named.code !== merchant.code))
        return fail(
          c,
          400,
          WPS_ERROR_CODES.merchantUnknown,
          `The merchant "${check.params.merchant}" is not known.`,
        );
      insertVitals(c.var.db, check.params, merchant.code, state.now());
      return ok(c, true);
    } catch (error) {
      if (error instanceof ApiFailure) return fail(c, error.status, error.errorCode, error.message);
      throw error;
    }
  });

  route(routes, WPS_CALLS.vitalsP75, ({ db, merchant, params }) =>
    p75Table(vitalValuesSince(db, merchant.code, params.since ?? 0)),
  );

  return routes;
}
