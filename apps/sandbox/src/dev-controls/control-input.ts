import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { Context } from 'hono';
import { ApiFailure } from '../api/api-failure';
import { JSON_BODY_LIMIT, readBodyText } from '../api/body-limit';
import type { ApiEnv } from '../api/api-env';
import { fail, ok } from '../api/respond';
import { findMerchant } from '../db';

/** The JSON body of a control call as a plain object; anything else is a 400 envelope, over 64 KB a 413. */
export async function controlBody(c: Context): Promise<Record<string, unknown>> {
  const text = await readBodyText(c.req.raw, JSON_BODY_LIMIT);
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the same answer as a non-object body
  }
  throw new ApiFailure(400, WPS_ERROR_CODES.bodyInvalid, 'The request body must be a JSON object.');
}

const bad = (field: string, what: string) =>
  new ApiFailure(400, WPS_ERROR_CODES.parameterFormat, `The field ${field} must be ${what}.`);

export function textField(body: Record<string, unknown>, field: string, max = 20_000): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw bad(field, `text of 1-${max} characters`);
  return value;
}

export function optionalText(
  body: Record<string, unknown>,
  field: string,
  fallback: string,
  max = 500,
): string {
  return body[field] === undefined ? fallback : textField(body, field, max);
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw bad(field, 'true or false');
  return value;
}

export function optionalNumber(
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw bad(field, `a number from ${min} to ${max}`);
  return value;
}

export function oneOf<T extends string>(
  body: Record<string, unknown>,
  field: string,
  values: readonly T[],
  fallback?: T,
): T {
  const value = body[field] ?? fallback;
  if (typeof value !== 'string' || !values.includes(value as T))
    throw bad(field, `one of ${values.join(', ')}`);
  return value as T;
}

/** The site a control changes: `merchant` in the body, else the demo merchant. */
export function siteOf(c: Context<ApiEnv>, body: Record<string, unknown>) {
  const merchant = findMerchant(c.var.db, optionalText(body, 'merchant', 'demo', 32));
  if (!merchant) throw new ApiFailure(404, WPS_ERROR_CODES.merchantUnknown, 'No such merchant.');
  return merchant;
}

/** Wraps a control so a bad body answers the envelope, like every `/wps` call. */
export const control =
  (work: (c: Context<ApiEnv>, body: Record<string, unknown>) => unknown) => async (c: Context<ApiEnv>) => {
    try {
      return ok(c, await work(c, c.req.method === 'GET' ? c.req.query() : await controlBody(c)));
    } catch (error) {
      if (error instanceof ApiFailure)
        return fail(c, error.status, error.errorCode, error.message, error.value);
      throw error;
    }
  };
