import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { createApi } from '../api';
import { siteOriginOfConfigFile } from '../api/site-origin';
import type { SandboxDatabase } from '../db';
import { reportToConsole } from '../report-error';
import type { ErrorReporter } from '../report-error';
import { isBuilt, missingBuildResponse } from './app-builds';
import type { AppBuild } from './app-builds';
import { CACHE_REVALIDATE, cacheControlFor } from './cache-policy';
import { compression } from './compression';
import { plainResponse } from './plain-response';
import { RUNTIME_CONFIG_PATH, homeLocation, requestTarget } from './request-target';
import { withSecurityHeaders } from './security-headers';
import { pageResponse } from './page-document';
import { fileResponse, findDistFile, statFile } from './static-file';
import { webAppManifests } from './web-app-manifest';

export interface GatewayOptions {
  /** The player's Vite build (base `/m/`): index.html, assets/, config.json and other public files. */
  readonly playerDist: string;
  /** The agent's Vite build (base `/m/agent-app/`): index.html and assets/. */
  readonly agentDist: string;
  readonly db: SandboxDatabase;
  /**
   * Serve `/m/config.json` from this file instead of the player build (tests use it to serve a broken config).
   * Defaults to the `WPS_RUNTIME_CONFIG` environment variable, read when the gateway is created.
   */
  readonly runtimeConfigFile?: string;
  /** Where unexpected errors are reported. Defaults to `console.error`. */
  readonly reportError?: ErrorReporter;
  /** Mount the dev controls; defaults to `WPS_SANDBOX_CONTROLS=1` (see `createApi`). */
  readonly controls?: boolean;
  /** The dev controls' secret; defaults to `WPS_SANDBOX_CONTROLS_SECRET` (see `createApi`). */
  readonly controlsSecret?: string;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const HTML = /\.html$/i;

/**
 * One origin for everything, as production has it: `/wps/*` answered by the sandbox API, both builds' files
 * under `/m`, and every page path served by the app that owns it in the route table.
 */
export function createGateway(options: GatewayOptions): Hono {
  const reportError = options.reportError ?? reportToConsole;
  const player: AppBuild = { app: 'player', dist: options.playerDist };
  const agent: AppBuild = { app: 'agent', dist: options.agentDist };
  const runtimeConfigFile = options.runtimeConfigFile ?? (process.env.WPS_RUNTIME_CONFIG || undefined);

  const runtimeConfig = async () =>
    runtimeConfigFile
      ? statFile(path.resolve(runtimeConfigFile), 'config.json')
      : findDistFile(options.playerDist, 'config.json');
  const api = createApi({
    db: options.db,
    reportError,
    ...(options.controls === undefined ? {} : { controls: options.controls }),
    ...(options.controlsSecret === undefined ? {} : { controlsSecret: options.controlsSecret }),
    // The links members share name the site the served runtime config names.
    siteOrigin: siteOriginOfConfigFile(async () => (await runtimeConfig())?.absolutePath),
  });

  // A page carries the runtime config: its first calls need not wait for `config.json`.
  const serveIndex = async (c: Context, build: AppBuild, status: 200 | 404) => {
    if (!(await isBuilt(build))) return missingBuildResponse(build);
    const index = await findDistFile(build.dist, 'index.html');
    if (!index) return missingBuildResponse(build);
    return pageResponse(index, {
      runtimeConfig: await runtimeConfig(),
      cacheControl: CACHE_REVALIDATE,
      status,
      ifNoneMatch: c.req.header('If-None-Match'),
    });
  };

  const serveFile = async (c: Context, build: AppBuild, relativePath: string) => {
    const file = await findDistFile(build.dist, relativePath);
    if (!file) return undefined;
    const responseOptions = {
      cacheControl: cacheControlFor(file.relativePath),
      ifNoneMatch: c.req.header('If-None-Match'),
    };
    // `index.html` asked for by name is the service worker's cached shell: a config written into it would
    // outlive a change of the file, so it is left for the page to fetch (the worker asks the network first).
    return HTML.test(file.relativePath)
      ? pageResponse(file, responseOptions)
      : fileResponse(file, responseOptions);
  };

  const serveRuntimeConfig = async (c: Context) => {
    const found = await runtimeConfig();
    if (!found)
      return plainResponse(404, 'The runtime config file named by WPS_RUNTIME_CONFIG does not exist.');
    return fileResponse(found, {
      cacheControl: CACHE_REVALIDATE,
      contentType: 'application/json; charset=utf-8',
      ifNoneMatch: c.req.header('If-None-Match'),
    });
  };

  const gateway = new Hono();
  gateway.use('*', withSecurityHeaders(), compression());
  gateway.use('*', webAppManifests({ playerDist: options.playerDist, runtimeConfigFile }));

  gateway.all('*', async (c) => {
    const url = new URL(c.req.url);
    const target = requestTarget(url.pathname);
    if (target.kind === 'api') return api.fetch(c.req.raw, c.env);
    // Source maps are refused by the file lookup itself (`static-file.ts`), which judges the decoded path.
    if (target.kind === 'outside') return plainResponse(404, 'Not found');
    if (!READ_METHODS.has(c.req.method))
      return plainResponse(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (target.kind === 'home-redirect') return c.redirect(homeLocation(url.search), 302);

    if (target.kind === 'agent-file') {
      if (!(await isBuilt(agent))) return missingBuildResponse(agent);
      return (await serveFile(c, agent, target.relativePath)) ?? plainResponse(404, 'Not found');
    }

    if (url.pathname === RUNTIME_CONFIG_PATH && runtimeConfigFile) return serveRuntimeConfig(c);
    // A player file wins over a page: `/m/index.html` and `/m/config.json` are files of the player build.
    const playerBuilt = await isBuilt(player);
    if (playerBuilt && target.relativePath !== '') {
      const file = await serveFile(c, player, target.relativePath);
      if (file) return file;
    }
    if (target.fileLike) return playerBuilt ? plainResponse(404, 'Not found') : missingBuildResponse(player);
    return serveIndex(c, target.owner === 'agent' ? agent : player, target.status);
  });

  gateway.onError((error, c) => {
    reportError(error, c.req.raw);
    return new Response('Internal error\n', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  });
  return gateway;
}
