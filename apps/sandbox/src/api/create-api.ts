import { Hono } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../db';
import { reportToConsole } from '../report-error';
import type { ErrorReporter } from '../report-error';
import type { ApiEnv } from './api-env';
import { readLanguage } from './language-header';
import { requireMerchant } from './merchant-header';
import { fail } from './respond';
import { passwordRoutes } from './routes/password-routes';
import { walletRoutes } from './routes/wallet-routes';
import { registerRoutes } from './routes/register-routes';
import { sessionRoutes } from './routes/session-routes';
import { systemRoutes } from './routes/system-routes';
import { createSandboxState } from './sandbox-state';
import type { SandboxState } from './sandbox-state';

export interface ApiOptions {
  readonly db: SandboxDatabase;
  /** Where unexpected errors are reported; the client never sees them. Defaults to `console.error`. */
  readonly reportError?: ErrorReporter;
  /** In-memory state (keys, captchas, SMS codes, clock); tests pass their own to read codes or move time. */
  readonly state?: SandboxState;
}

/** The `/wps` sandbox API. Paths are absolute (`/wps/...`) so the app can be mounted anywhere or used alone. */
export function createApi(options: ApiOptions): Hono<ApiEnv> {
  const report = options.reportError ?? reportToConsole;
  const api = new Hono<ApiEnv>();

  const state = options.state ?? createSandboxState();
  api.use('*', async (c, next) => {
    c.set('db', options.db);
    c.set('state', state);
    await next();
  });
  api.use('*', requireMerchant, readLanguage);

  api.route('/', systemRoutes());
  api.route('/', sessionRoutes());
  api.route('/', registerRoutes());
  api.route('/', passwordRoutes());
  api.route('/', walletRoutes());

  api.notFound((c) => fail(c, 404, WPS_ERROR_CODES.urlEmpty, WPS_ERROR_MESSAGES.urlEmpty));
  api.onError((error, c) => {
    report(error, c.req.raw);
    // Never a stack trace or an internal message: those are for the server log only.
    return fail(c, 500, WPS_ERROR_CODES.systemError, WPS_ERROR_MESSAGES.unknown);
  });
  return api;
}
