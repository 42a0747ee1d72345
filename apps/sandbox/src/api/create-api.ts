import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../db';
import { reportToConsole } from '../report-error';
import type { ErrorReporter } from '../report-error';
import type { ApiEnv } from './api-env';
import { CONTROL_PREFIX, devControlRoutes } from '../dev-controls/dev-control-routes';
import { demoPageRoutes } from './demo/demo-pages';
import { imageRoutes } from './images/image-routes';
import { readLanguage } from './language-header';
import { requireMerchant } from './merchant-header';
import { fail } from './respond';
import { DOMAIN_ROUTES } from './domain-routes';
import { CACHE_NONE } from '../gateway/cache-policy';
import { createSandboxState, purgeExpired } from './sandbox-state';
import { sandboxWorlds } from './sandbox-worlds';
import { clientAddressOf, parseTrustedProxies, remoteAddressOf } from './client-address';
import type { TrustedProxies } from './client-address';
import { controlsSecretFrom } from '../dev-controls/controls-secret';
import type { SandboxState } from './sandbox-state';
import { firebaseVerifierFromEnv, type FirebaseTokenVerifier } from './account/firebase-id-token';
import { siteOriginOr } from './site-origin';
import type { SiteOrigin } from './site-origin';

export interface ApiOptions {
  readonly db: SandboxDatabase;
  /** Where unexpected errors are reported; the client never sees them. Defaults to `console.error`. */
  readonly reportError?: ErrorReporter;
  /** In-memory state (keys, captchas, SMS codes, clock); tests pass their own to read codes or move time. */
  readonly state?: SandboxState;
  /**
   * Mounts the dev controls (`/__sandbox/*`) and honours world names. Defaults to `WPS_SANDBOX_CONTROLS=1` in the
   * environment: end-to-end runs, `pnpm dev` and the bench set it; a plain `pnpm start` answers 404 there.
   */
  readonly controls?: boolean;
  /**
   * The secret a dev-control call (and a world's name) must carry, besides coming from loopback. Defaults to
   * `WPS_SANDBOX_CONTROLS_SECRET`, else a random one (the servers print it when they make it).
   */
  readonly controlsSecret?: string;
  /** Proxies whose `X-Forwarded-For` names the client. Defaults to `WPS_TRUSTED_PROXIES` (none when unset). */
  readonly trustedProxies?: TrustedProxies;
  /** Checks Firebase id tokens for `type: firebase` logins and registrations; from the environment by default. */
  readonly firebase?: FirebaseTokenVerifier;
  /** The runtime config's site origin, for the links members share; the demo merchant's when absent. */
  readonly siteOrigin?: SiteOrigin;
}

/** Whether the environment asks for the dev controls. */
export function controlsRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WPS_SANDBOX_CONTROLS?.trim() === '1';
}

/** API answers are personal or change by the second: no browser or proxy keeps them, errors included. */
const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  // Only the drawn images (stand-ins for the merchant's CDN files) choose their own caching.
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', CACHE_NONE);
};

/** The `/wps` sandbox API. Paths are absolute (`/wps/...`) so the app can be mounted anywhere or used alone. */
export function createApi(options: ApiOptions): Hono<ApiEnv> {
  const report = options.reportError ?? reportToConsole;
  const api = new Hono<ApiEnv>();

  const state = options.state ?? createSandboxState();
  const controls = options.controls ?? controlsRequested();
  const secret = options.controlsSecret ?? controlsSecretFrom().secret;
  const trusted = options.trustedProxies ?? parseTrustedProxies(process.env.WPS_TRUSTED_PROXIES);
  const worlds = sandboxWorlds(secret, {
    sessionIdleMinutes: state.sessionIdleMs / 60_000,
    sessionMaxHours: state.sessionMaxMs / 3_600_000,
  });
  const firebase = options.firebase ?? firebaseVerifierFromEnv();
  api.use('*', noStore, async (c, next) => {
    c.set('clientAddress', clientAddressOf(remoteAddressOf(c), c.req.header('X-Forwarded-For'), trusted));
    const world = controls ? await worlds.of(c) : undefined;
    c.set('db', world?.db ?? options.db);
    c.set('state', world?.state ?? state);
    c.set('firebase', firebase);
    c.set('siteOrigin', () => siteOriginOr(options.siteOrigin));
    purgeExpired(c.var.state);
    await next();
  });
  if (controls) api.route('/', devControlRoutes(secret));
  else
    api.all(`${CONTROL_PREFIX}/*`, (c) =>
      fail(c, 404, WPS_ERROR_CODES.urlEmpty, WPS_ERROR_MESSAGES.urlEmpty),
    );
  // A backend that is down answers nothing but its proxy's plain 503 (no Retry-After), pictures included; the
  // controls still answer.
  api.use('*', async (c, next) => (c.var.state.outage ? c.text('Service Unavailable', 503) : next()));
  // Images and demo pages are opened by the browser itself (no Merchant header), so they come first.
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
