import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';

let h: ApiHarness;
let agent: string;
beforeAll(async () => {
  h = await createApiHarness();
  agent = await loginToken(h.api, 'agent01', 'Agent1234');
});
afterAll(() => h.db.close());

const quotaOf = async (type: number) =>
  (
    (await callWps(h.api, WPS_CALLS.quotas, {}, { token: agent })).body.value as {
      type: number;
      used: number;
      total: number;
    }[]
  ).find((q) => q.type === type);
const open = (username: string, type: number) =>
  callWps(h.api, WPS_CALLS.createDownline, { username, password: 'Quota12345', type }, { token: agent });

describe('opening accounts for the team', () => {
  it('stops at the quota of the type, and the other type still opens', async () => {
    const agents = await quotaOf(1);
    if (!agents) throw new Error('no agent quota');
    // Direct downlines of type 1 up to the quota, as if the agent had opened them one by one.
    const agentId = h.db.get<{ id: number }>("SELECT id FROM member WHERE username = 'agent01'")?.id;
    for (let i = agents.used; i < agents.total; i += 1)
      h.db.run(
        "INSERT INTO member (merchant_code, username, password_hash, type, upline_id, reg_date) VALUES ('demo', ?, '', 1, ?, 0)",
        [`quota${i}`, agentId ?? null],
      );
    expect(await quotaOf(1)).toMatchObject({ used: agents.total, total: agents.total });

    const refused = await open('onetoomany', 1);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'record.state.invalid']);
    expect((await quotaOf(1))?.used).toBe(agents.total);
    expect(
      await callWps(h.api, WPS_CALLS.downline, { username: 'onetoomany' }, { token: agent }),
    ).toMatchObject({
      status: 404,
    });

    const player = await open('stillroom', 0);
    expect(player.body.value).toMatchObject({ account: 'stillroom', type: 0, level: 1 });
  });
});
