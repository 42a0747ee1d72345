import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openSandboxDatabase } from './db';
import { openDataFile } from './db/data-file';
import { createGateway } from './gateway';
import { controlsRequested } from './api/create-api';
import { controlsSecretFrom, controlsSecretNotice } from './dev-controls/controls-secret';
import { warmCompressionCache } from './gateway/warm-up';
import { SettingsError, publicUrl, readDataDir, readListenSettings } from './server-settings';
import { closeOnSignals } from './shutdown';
import { AGENT_DIST, PLAYER_DIST, SANDBOX_DATA_DIR } from './workspace-paths';

/** `pnpm start`: the built apps and the sandbox API on one origin, as production serves them. */
async function main(): Promise<void> {
  const settings = readListenSettings();
  const dataDir = readDataDir(SANDBOX_DATA_DIR);
  const store = dataDir ? await openDataFile(dataDir) : undefined;
  const db = store?.db ?? (await openSandboxDatabase());
  const controls = controlsRequested() ? controlsSecretFrom() : undefined;
  const gateway = createGateway({
    playerDist: PLAYER_DIST,
    agentDist: AGENT_DIST,
    db,
    ...(controls ? { controls: true, controlsSecret: controls.secret } : {}),
    ...(settings.runtimeConfigFile ? { runtimeConfigFile: settings.runtimeConfigFile } : {}),
  });
  // Plain HTTP/1.1 (no createServer option), so the adaptor returns a node:http Server.
  const server = serve({ fetch: gateway.fetch, hostname: settings.host, port: settings.port }, (info) => {
    console.log(`wps-mobile gateway listening on ${publicUrl(settings.host, info.port)}`);
    console.log(
      store
        ? `sandbox data: ${store.file}${store.created ? ' (created and seeded)' : ''}`
        : 'sandbox data: in memory',
    );
    if (controls?.generated) console.log(controlsSecretNotice(controls.secret));
    void warmCompressionCache(gateway, { playerDist: PLAYER_DIST, agentDist: AGENT_DIST });
  }) as Server;
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE' ? `port ${settings.port} is already in use (set PORT)` : error.message;
    console.error(`wps-mobile gateway could not start: ${reason}`);
    process.exit(1);
  });
  closeOnSignals(server, () => (store ? store.close() : db.close()));
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
