import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { AppName } from '@wps-mobile/config';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { REPO_ROOT } from '../workspace-paths';

/** Raised before anything listens, so `pnpm dev` stops with a message instead of a stack trace. */
export class DevSetupError extends Error {
  override name = 'DevSetupError';
}

/** What the dev request handler needs from one app's Vite server. */
export interface AppViteServer {
  readonly app: AppName;
  /** The app's URL prefix (`/m/` or `/m/agent-app/`), as set in its vite.config.ts. */
  readonly base: string;
  /** Vite's connect middleware stack: modules, styles, public files, HMR client. */
  readonly middlewares: ViteDevServer['middlewares'];
  /** The app's index.html with Vite's dev transforms (client, React refresh) applied for this URL. */
  indexHtml(url: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts one app's Vite dev server as middleware on the shared HTTP server. Each app's hot-reload socket sits
 * at `<its base>__hmr` (`/m/__hmr`, `/m/agent-app/__hmr`) and Vite only upgrades requests for exactly its own
 * path, so the two never answer each other's socket.
 */
export async function startAppVite(
  app: AppName,
  appDir: string,
  expectedBase: string,
  httpServer: Server,
): Promise<AppViteServer> {
  const configFile = path.join(appDir, 'vite.config.ts');
  const indexFile = path.join(appDir, 'index.html');
  for (const required of [configFile, indexFile]) {
    if (!existsSync(required)) {
      const shown = path.relative(REPO_ROOT, required);
      throw new DevSetupError(
        `${shown} is missing: the ${app} app is not set up yet, so \`pnpm dev\` cannot serve it.`,
      );
    }
  }
  const vite = await createServer({
    root: appDir,
    configFile,
    // The configs import workspace packages written in TypeScript, which only the runner loader compiles.
    configLoader: 'runner',
    // 'custom': the gateway decides which paths are pages and serves index.html itself.
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, ws: { server: httpServer, path: '__hmr' } },
  });
  // The gateway's path rules assume each app's base; a different one would route requests to the wrong app.
  if (vite.config.base !== expectedBase) {
    await vite.close();
    throw new DevSetupError(
      `apps/${app}/vite.config.ts must set base: '${expectedBase}' (it sets '${vite.config.base}').`,
    );
  }
  return {
    app,
    base: vite.config.base,
    middlewares: vite.middlewares,
    indexHtml: async (url) =>
      keepAbsoluteMPaths(
        await vite.transformIndexHtml(url, await readFile(indexFile, 'utf8')),
        vite.config.base,
      ),
    close: () => vite.close(),
  };
}

/**
 * Vite's dev transform puts the base in front of every root-absolute URL in index.html, so `/m/favicon.svg`
 * becomes `/m/m/favicon.svg` (or `/m/agent-app/m/favicon.svg`), while the build leaves such URLs as written.
 * Undoing it keeps dev and build alike for URLs that already name their place under `/m/`.
 */
export function keepAbsoluteMPaths(html: string, base: string): string {
  const doubled = `${base}m/`;
  return html.replaceAll(`="${doubled}`, '="/m/').replaceAll(`='${doubled}`, "='/m/");
}
