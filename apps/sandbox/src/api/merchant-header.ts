import type { MiddlewareHandler } from 'hono';
import { WPS_ERROR_CODES, WPS_HEADERS } from '@wps-mobile/api-client/contract';
import { findMerchant } from '../db';
import type { ApiEnv } from './api-env';
import { fail } from './respond';

/**
 * Every `/wps` call must name exactly one known merchant. Node (and fetch's Headers) join a repeated header
 * with ", ", so a comma in the value means the header was sent more than once.
 */
export const requireMerchant: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const raw = c.req.header(WPS_HEADERS.merchant)?.trim() ?? '';
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
