import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { openSandboxDatabase } from '../db';
import type { SandboxDatabase } from '../db';
import { fromLocalHarness } from '../dev-controls/loopback-only';
import type { ApiEnv } from './api-env';
import { createSandboxState } from './sandbox-state';
import type { SandboxState, SessionLifetimes } from './sandbox-state';

/** The request header (for scripts) and cookie (for browsers) that pick a world. */
export const WORLD_HEADER = 'X-Sandbox-World';
export const WORLD_COOKIE = 'wps_sandbox_world';
/** Worlds kept at once; the least recently used is dropped beyond this. */
export const MAX_WORLDS = 12;

const WORLD_ID = /^[\w.-]{1,100}$/;

export interface SandboxWorld {
  readonly db: SandboxDatabase;
  readonly state: SandboxState;
}

/**
 * Separate, freshly seeded copies of the sandbox, picked per request on this machine only. End-to-end tests run
 * in parallel and each changes flags, balances and failed-login counts; a world per test keeps one test's
 * changes out of every other's. Requests from elsewhere, without the controls' secret, or naming no world, use the
 * main database.
 */
export function sandboxWorlds(secret: string, lifetimes: SessionLifetimes = {}) {
  const worlds = new Map<string, Promise<SandboxWorld>>();

  const open = (id: string): Promise<SandboxWorld> => {
    const known = worlds.get(id);
    if (known) {
      // Re-inserted so the map's order stays least recently used first.
      worlds.delete(id);
      worlds.set(id, known);
      return known;
    }
    const created = openSandboxDatabase().then((db) => ({
      db,
      state: createSandboxState(lifetimes),
    }));
    worlds.set(id, created);
    for (const [oldId, old] of worlds) {
      if (worlds.size <= MAX_WORLDS) break;
      worlds.delete(oldId);
      void old.then((world) => world.db.close());
    }
    return created;
  };

  return {
    /** The world a request names, or undefined for the main one. */
    of(c: Context<ApiEnv>): Promise<SandboxWorld> | undefined {
      const id = c.req.header(WORLD_HEADER) ?? getCookie(c, WORLD_COOKIE);
      if (!id || !WORLD_ID.test(id) || !fromLocalHarness(c, secret)) return undefined;
      return open(id);
    },
    get size() {
      return worlds.size;
    },
  };
}
