import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ONLINE_SERVICE_PATH_TYPE, readServicePath, WPS_PATHS } from '@wps-mobile/api-client/contract';
import type { ServicePath, WpsSuccess } from '@wps-mobile/api-client/contract';
import { parseRuntimeConfig } from '@wps-mobile/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PATHS } from '../db/seed/demo-site-settings';
import { DEMO_HEADERS, createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { PLAYER_APP_DIR } from '../workspace-paths';

let harness: ApiHarness;
beforeEach(async () => {
  harness = await createApiHarness();
});
afterEach(() => harness.db.close());

const CALLS = ['consolidatedSettings', 'serviceInfo'] as const;
const DEMO_LINK = DEMO_PATHS.find((entry) => entry.type === ONLINE_SERVICE_PATH_TYPE)?.path;
const othersOf = (paths: readonly ServicePath[]) =>
  paths.filter((entry) => entry.type !== ONLINE_SERVICE_PATH_TYPE);

async function pathsOf(call: (typeof CALLS)[number], merchant = 'demo'): Promise<ServicePath[]> {
  const res = await harness.api.request(WPS_PATHS[call], {
    headers: { ...DEMO_HEADERS, Merchant: merchant },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as WpsSuccess<{ paths: ServicePath[] }>).value.paths;
}

const onlineOf = (paths: readonly ServicePath[]) =>
  paths.find((entry) => entry.type === ONLINE_SERVICE_PATH_TYPE)?.path ?? '';

/** The key of the runtime config `pnpm start` serves the demo merchant with. */
async function demoConfigKey(): Promise<string | undefined> {
  const file = await readFile(path.join(PLAYER_APP_DIR, 'public/config.json'), 'utf8');
  return parseRuntimeConfig(JSON.parse(file)).servicePathKey;
}

describe('the online customer-service path the sandbox sends', () => {
  it.each(CALLS)(
    '%s: sealed for the demo merchant, opening to its link with the key of its runtime config',
    async (call) => {
      const paths = await pathsOf(call);
      const online = onlineOf(paths);
      expect(online).toMatch(/^v1\./);
      expect(online).not.toContain('luckypeso');
      expect(DEMO_LINK).toMatch(/^https:\/\//);
      expect(await readServicePath(online, ONLINE_SERVICE_PATH_TYPE, await demoConfigKey())).toBe(DEMO_LINK);
      expect(othersOf(paths)).toEqual(othersOf(DEMO_PATHS));
      expect(othersOf(paths).length).toBeGreaterThan(0);
    },
  );

  it('is sealed for the trial merchant too, under its site’s key', async () => {
    const online = onlineOf(await pathsOf('serviceInfo', 'demo_trial'));
    expect(await readServicePath(online, ONLINE_SERVICE_PATH_TYPE, await demoConfigKey())).toBe(DEMO_LINK);
  });

  it('is sealed afresh for every answer', async () => {
    expect(onlineOf(await pathsOf('serviceInfo'))).not.toBe(onlineOf(await pathsOf('serviceInfo')));
  });

  it.each(CALLS)('%s: is sent plain, like every path, by a merchant without a key', async (call) => {
    harness.db.run(`UPDATE merchant SET service_path_key = NULL WHERE code = 'demo'`);
    expect(await pathsOf(call)).toEqual(DEMO_PATHS);
  });
});
