import type { Hono } from 'hono';
import { createApi } from '../api';
import type { ApiEnv } from '../api';
import { openSandboxDatabase } from '../db';
import type { SandboxDatabase } from '../db';

export interface ApiHarness {
  readonly api: Hono<ApiEnv>;
  readonly db: SandboxDatabase;
  /** Errors the API reported instead of showing them to the client. */
  readonly reported: unknown[];
}

export async function createApiHarness(): Promise<ApiHarness> {
  const db = await openSandboxDatabase();
  const reported: unknown[] = [];
  const api = createApi({ db, reportError: (error) => reported.push(error) });
  return { api, db, reported };
}

/** The headers a well-behaved client sends. */
export const DEMO_HEADERS = { Merchant: 'demo', Language: 'EN' } as const;
