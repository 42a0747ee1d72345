import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failure, success } from '@wps-mobile/api-client/contract';
import type { WpsFailure } from '@wps-mobile/api-client/contract';

/** Answers the success envelope. */
export function ok<T>(c: Context, value: T): Response {
  return c.json(success(value), 200);
}

/** Answers the failure envelope with a readable message and, rarely, a `value` the client needs. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: WpsFailure['errorCode'],
  message: string,
  value?: unknown,
): Response {
  return c.json(failure(errorCode, message, value), status);
}
