import type { MiddlewareHandler } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_HEADERS, WPS_PATHS } from '@wps-mobile/api-client/contract';
import { DEMO_MERCHANT, findMerchant } from '../db';
import type { ApiEnv } from './api-env';
import { fail } from './respond';

/**
 * The status call doubles as the deployment's health probe (monitoring and a quick `curl` send no headers), so
 * without a Merchant header it answers for the merchant this sandbox is set up for.
 */
const PROBE_PATH = WPS_PATHS.systemStatus;

/**
 * A field-data beacon comes from `navigator.sendBeacon`, which cannot set headers: sent without one, it names its
 * merchant in its body, and its route checks that one (`vitals-routes.ts`).
 */
const BEACON = WPS_CALLS.vitalsBeacon;

/**
 * Every other `/wps` call must name exactly one known merchant. Node (and fetch's Headers) join a repeated header
 * with ", ", so a comma in the value means the header was sent more than once.
 */
export const requireMerchant: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const sent = c.req.header(WPS_HEADERS.merchant)?.trim() ?? '';
  if (sent === '' && c.req.method === BEACON.method && c.req.path === BEACON.path) return next();
  const isProbe = c.req.method === 'GET' && c.req.path === PROBE_PATH;
  const raw = sent === '' && isProbe ? DEMO_MERCHANT.code : sent;
  if (raw === '') {
    return fail(c, 400, WPS_ERROR_CODES.merchantMissing, 'The Merchant header is required on every request.');
  }
  if (raw.includes(',')) {
    return fail(c, 400, WPS_ERROR_CODES.merchantDuplicate, 'The Merchant header must be sent exactly once.');
  }
  const merchant = findMerchant(c.var.db, raw);
  if (!merchant) {
    return fail(c, 400, WPS_ERROR_CODES.merchantUnknown, `The merchant "${raw}" is not known.`);
  }
  c.set('merchant', merchant);
  await next();
};
