import { createServer } from 'node:http';
import path from 'node:path';
import { createApi } from './api';
import { controlsSecretFrom, controlsSecretNotice } from './dev-controls/controls-secret';
import { openSandboxDatabase } from './db';
import { openDataFile } from './db/data-file';
import { DevSetupError, startAppVite } from './dev/app-vite-server';
import { createDevRequestHandler } from './dev/dev-request-handler';
import { AGENT_BASE, PLAYER_BASE } from './gateway/request-target';
import { SettingsError, publicUrl, readDataDir, readListenSettings } from './server-settings';
import { closeOnSignals } from './shutdown';
import { AGENT_APP_DIR, PLAYER_APP_DIR, SANDBOX_DATA_DIR } from './workspace-paths';
import { siteOriginOfConfigFile } from './api/site-origin';

/** The runtime config Vite serves in dev (`apps/player/public/config.json`) when WPS_RUNTIME_CONFIG names none. */
const PLAYER_PUBLIC_CONFIG = path.join(PLAYER_APP_DIR, 'public', 'config.json');

/**
 * `pnpm dev`: one origin on PORT with the sandbox API at /wps and both apps served by Vite with hot reload,
 * routed by the same ownership rules as the production gateway.
 */
async function main(): Promise<void> {
  const settings = readListenSettings();
  const dataDir = readDataDir(SANDBOX_DATA_DIR);
  const store = dataDir ? await openDataFile(dataDir) : undefined;
  const db = store?.db ?? (await openSandboxDatabase());
  const httpServer = createServer();
  const player = await startAppVite('player', PLAYER_APP_DIR, PLAYER_BASE, httpServer);
  const agent = await startAppVite('agent', AGENT_APP_DIR, AGENT_BASE, httpServer);
  // `pnpm dev` is for working on the apps: the dev controls are on unless WPS_SANDBOX_CONTROLS=0 says otherwise.
  const controls = process.env.WPS_SANDBOX_CONTROLS?.trim() !== '0' ? controlsSecretFrom() : undefined;
  const handle = createDevRequestHandler({
    api: createApi({
      db,
      controls: Boolean(controls),
      ...(controls ? { controlsSecret: controls.secret } : {}),
      siteOrigin: siteOriginOfConfigFile(async () => settings.runtimeConfigFile ?? PLAYER_PUBLIC_CONFIG),
    }),
    player,
    agent,
    runtimeConfigFile: settings.runtimeConfigFile,
  });
  httpServer.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[dev] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error\n');
    });
  });
  // Vite answers upgrades only on its own HMR paths and ignores the rest; close those so clients do not hang.
  const hmrPaths = new Set([`${player.base}__hmr`, `${agent.base}__hmr`]);
  httpServer.on('upgrade', (req, socket) => {
    if (!hmrPaths.has(new URL(req.url ?? '/', 'http://dev.invalid').pathname)) socket.destroy();
  });
  httpServer.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE' ? `port ${settings.port} is already in use (set PORT)` : error.message;
    console.error(`wps-mobile dev server could not start: ${reason}`);
    process.exit(1);
  });
  httpServer.listen(settings.port, settings.host, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    console.log(`wps-mobile dev server listening on ${publicUrl(settings.host, port)} (hot reload on)`);
    if (controls?.generated) console.log(controlsSecretNotice(controls.secret));
  });
  closeOnSignals(httpServer, async () => {
    await Promise.all([player.close(), agent.close()]);
    await (store ? store.close() : db.close());
  });
}

main().catch((error: unknown) => {
  const expected = error instanceof SettingsError || error instanceof DevSetupError;
  console.error(expected ? `wps-mobile dev server could not start: ${(error as Error).message}` : error);
  process.exit(1);
});
