import type { Server } from 'node:http';

/** How long open connections get to finish before the process exits anyway. */
const GRACE_MS = 5000;

/**
 * Stops accepting connections on SIGINT/SIGTERM, lets in-flight requests finish, runs `cleanup` and exits.
 * A second signal exits at once, so an impatient Ctrl-C always works.
 */
export function closeOnSignals(
  server: Pick<Server, 'close' | 'closeIdleConnections'>,
  cleanup: () => Promise<void> | void,
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    setTimeout(() => process.exit(0), GRACE_MS).unref();
    server.close(() => {
      void Promise.resolve(cleanup()).finally(() => process.exit(0));
    });
    // Keep-alive sockets would otherwise hold `close` open until they time out.
    server.closeIdleConnections();
    process.stderr.write(`\nwps-mobile: ${signal} received, shutting down\n`);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
