import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';
import { AGENT_MENU_OFF_SETTING } from '../../db/queries/agent/agent-menu';

let h: ApiHarness;
let agent: string;
beforeAll(async () => {
  h = await createApiHarness();
  agent = await loginToken(h.api, 'agent01', 'Agent1234');
});
afterAll(() => h.db.close());

const enabledKeys = async () =>
  (
    (await callWps(h.api, WPS_CALLS.agentMenuKeys, {}, { token: agent })).body.value as {
      menuKey: string;
      enabled: boolean;
    }[]
  )
    .filter((item) => item.enabled)
    .map((item) => item.menuKey);

describe('agent menu keys', () => {
  it('are all on until the merchant switches some off', async () => {
    expect(await enabledKeys()).toHaveLength(11);
    h.db.run('INSERT INTO site_setting (merchant_code, key, value) VALUES (?,?,?)', [
      'demo',
      AGENT_MENU_OFF_SETTING,
      JSON.stringify(['RED_RAIN', 'NEWS']),
    ]);
    const keys = await enabledKeys();
    expect(keys).toHaveLength(9);
    expect(keys).not.toContain('RED_RAIN');
    expect(keys).toContain('TEAM');
  });

  it('are refused to a non-agent', async () => {
    const player = (await callWps(h.api, WPS_CALLS.login, { username: 'player01', password: 'Player123' }))
      .body.value.token as string;
    const res = await callWps(h.api, WPS_CALLS.agentMenuKeys, {}, { token: player });
    expect(res.status).toBe(403);
  });
});
