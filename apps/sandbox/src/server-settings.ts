/** Where the gateway listens, from `HOST` and `PORT`; a bad value stops start-up with a clear message. */
export interface ListenSettings {
  readonly host: string;
  readonly port: number;
  readonly runtimeConfigFile: string | undefined;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export function readListenSettings(env: NodeJS.ProcessEnv = process.env): ListenSettings {
  const host = env.HOST?.trim() || '127.0.0.1';
  const rawPort = env.PORT?.trim() || '8080';
  const port = Number(rawPort);
  // 0 asks the system for a free port (the real one is printed), which tests use.
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    throw new SettingsError(`PORT must be a number from 0 to 65535, got "${rawPort}".`);
  }
  return { host, port, runtimeConfigFile: env.WPS_RUNTIME_CONFIG?.trim() || undefined };
}

/** The address people can open, with IPv6 hosts in brackets. */
export function publicUrl(host: string, port: number, pathname = '/m/'): string {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}${pathname}`;
}

/**
 * Where the sandbox keeps its database: `WPS_SANDBOX_DATA` (a folder), else `fallback`. `:memory:` keeps nothing
 * between runs, for end-to-end runs that want the seed every time.
 */
export function readDataDir(fallback: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.WPS_SANDBOX_DATA?.trim();
  if (raw === ':memory:') return undefined;
  return raw || fallback;
}
