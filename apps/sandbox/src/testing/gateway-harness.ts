import type { Hono } from 'hono';
import { openSandboxDatabase } from '../db';
import type { SandboxDatabase } from '../db';
import { createGateway } from '../gateway';
import type { GatewayOptions } from '../gateway';
import { createFixtureBuilds } from './fixture-builds';
import type { FixtureBuilds } from './fixture-builds';

export interface GatewayHarness {
  readonly gateway: Hono;
  readonly builds: FixtureBuilds;
  readonly db: SandboxDatabase;
  /** Builds another gateway over the same fixtures with different options. */
  readonly withOptions: (overrides: Partial<GatewayOptions>) => Hono;
  close(): Promise<void>;
}

export async function createGatewayHarness(): Promise<GatewayHarness> {
  const builds = await createFixtureBuilds();
  const db = await openSandboxDatabase();
  const base: GatewayOptions = {
    playerDist: builds.playerDist,
    agentDist: builds.agentDist,
    db,
    reportError: () => {},
    controls: true,
  };
  const withOptions = (overrides: Partial<GatewayOptions>) => createGateway({ ...base, ...overrides });
  return {
    gateway: withOptions({}),
    builds,
    db,
    withOptions,
    close: async () => {
      db.close();
      await builds.remove();
    },
  };
}
