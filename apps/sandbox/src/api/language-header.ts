import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, WPS_HEADERS } from '@wps-mobile/api-client/contract';
import type { ApiEnv } from './api-env';

const LANGUAGE_CODE = /^[A-Za-z]{2,3}$/;

/**
 * Reads the `Language` header. Anything that is not a language code falls back to English rather than failing,
 * because the platform never rejects a call for its language.
 */
export const readLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const raw = c.req.header(WPS_HEADERS.language)?.trim() ?? '';
  c.set('language', LANGUAGE_CODE.test(raw) ? raw.toUpperCase() : DEFAULT_LANGUAGE);
  await next();
};
