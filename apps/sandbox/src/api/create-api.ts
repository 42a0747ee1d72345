import { Hono } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../db';
import { reportToConsole } from '../report-error';
import type { ErrorReporter } from '../report-error';
import type { ApiEnv } from './api-env';
import { devControlRoutes } from '../dev-controls/dev-control-routes';
import { demoPageRoutes } from './demo/demo-pages';
import { imageRoutes } from './images/image-routes';
import { readLanguage } from './language-header';
import { requireMerchant } from './merchant-header';
import { fail } from './respond';
import { DOMAIN_ROUTES } from './domain-routes';
import { createSandboxState } from './sandbox-state';
import { sandboxWorlds } from './sandbox-worlds';
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
  const worlds = sandboxWorlds(state.sessionIdleMs / 60_000);
  api.use('*', async (c, next) => {
    const world = await worlds.of(c);
    c.set('db', world?.db ?? options.db);
    c.set('state', world?.state ?? state);
    await next();
  });
  // Images and demo pages are opened by the browser itself (no Merchant header), so they come first.
  api.route('/', devControlRoutes());
  api.route('/', imageRoutes());
  api.route('/', demoPageRoutes());
  api.use('*', requireMerchant, readLanguage);

  for (const routes of Object.values(DOMAIN_ROUTES)) api.route('/', routes());

  api.notFound((c) => fail(c, 404, WPS_ERROR_CODES.urlEmpty, WPS_ERROR_MESSAGES.urlEmpty));
  api.onError((error, c) => {
    report(error, c.req.raw);
    // Never a stack trace or an internal message: those are for the server log only.
    return fail(c, 500, WPS_ERROR_CODES.systemError, WPS_ERROR_MESSAGES.unknown);
  });
  return api;
}
