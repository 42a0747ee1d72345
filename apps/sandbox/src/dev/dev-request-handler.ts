import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RUNTIME_CONFIG_PATH, homeLocation, requestTarget } from '../gateway/request-target';
import { DEV_CONTENT_SECURITY_POLICY, securityHeaders } from '../gateway/security-headers';
import type { AppViteServer } from './app-vite-server';
import { sendHtml, sendPlain, sendRuntimeConfig } from './node-responses';

export interface DevHandlerOptions {
  /** The sandbox API (any fetch-style app: a Hono app's `fetch`). */
  readonly api: { readonly fetch: Parameters<typeof getRequestListener>[0] };
  readonly player: AppViteServer;
  readonly agent: AppViteServer;
  readonly runtimeConfigFile: string | undefined;
}

const HEADERS = Object.entries(securityHeaders(DEV_CONTENT_SECURITY_POLICY));

/** A browser navigation (or a fetch that wants a page), as opposed to a module, style or asset request. */
function wantsPage(req: IncomingMessage): boolean {
  return req.headers['sec-fetch-dest'] === 'document' || (req.headers.accept ?? '').includes('text/html');
}

/**
 * The dev twin of the gateway: the same path rules, but the apps come from Vite dev servers with hot reload
 * instead of from their builds.
 */
export function createDevRequestHandler(options: DevHandlerOptions) {
  const apiListener = getRequestListener(options.api.fetch);
  const { player, agent } = options;

  const servePage = async (
    req: IncomingMessage,
    res: ServerResponse,
    app: AppViteServer,
    status: 200 | 404,
  ) => {
    try {
      sendHtml(res, status, await app.indexHtml(req.url ?? '/'), req.method === 'HEAD');
    } catch (error) {
      // Dev only: the transform error (e.g. a broken plugin) is the most useful thing to show.
      sendPlain(res, 500, `The ${app.app} index.html could not be prepared:\n${String(error)}`);
    }
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of HEADERS) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://dev.invalid');
    const target = requestTarget(url.pathname);
    const notFound = () => sendPlain(res, 404, 'Not found');
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    switch (target.kind) {
      case 'api':
        return apiListener(req, res);
      case 'outside':
        return notFound();
      case 'home-redirect':
        res.writeHead(302, { Location: homeLocation(url.search) });
        return void res.end();
      case 'agent-file':
        return agent.middlewares(req, res, notFound);
      case 'app-path': {
        if (isRead && url.pathname === RUNTIME_CONFIG_PATH && options.runtimeConfigFile) {
          return sendRuntimeConfig(res, options.runtimeConfigFile, req.method === 'HEAD');
        }
        const isPage =
          isRead && !target.fileLike && (target.status === 200 || target.owner === 'agent' || wantsPage(req));
        if (!isPage) return player.middlewares(req, res, notFound);
        return servePage(req, res, target.owner === 'agent' ? agent : player, target.status);
      }
    }
  };
}
