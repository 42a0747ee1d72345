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

interface Session {
  id: number;
  status: string;
  minAmount: number;
  maxAmount: number;
  grabbedAmount: number | null;
}
const sessions = async () =>
  (await callWps(h.api, WPS_CALLS.redRainSessions, {}, { token: agent })).body.value as Session[];
const balance = async () =>
  ((await callWps(h.api, WPS_CALLS.wallet, {}, { token: agent })).body.value as { sumBalance: number })
    .sumBalance;
const grab = (sessionId: number, key: string) =>
  callWps(h.api, WPS_CALLS.redRainGrab, { sessionId }, { token: agent, headers: { 'Idempotency-Key': key } });

describe('red envelope rain', () => {
  it('lists the seeded live and upcoming sessions, nothing grabbed yet', async () => {
    const list = await sessions();
    expect(list.map((s) => s.status)).toEqual(['live', 'upcoming']);
    expect(list.every((s) => s.grabbedAmount === null)).toBe(true);
  });

  it('opens one envelope of a live session, credits the balance, and refuses a second grab', async () => {
    const [live] = await sessions();
    const before = await balance();
    const first = await grab(live!.id, 'rain-1');
    expect(first.body.success).toBe(true);
    const amount = first.body.value.amount as number;
    expect(amount).toBeGreaterThanOrEqual(live!.minAmount);
    expect(amount).toBeLessThanOrEqual(live!.maxAmount);
    expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
    expect(await balance()).toBeCloseTo(before + amount, 2);

    const repeat = await grab(live!.id, 'rain-1');
    expect(repeat.body.value.transactionId).toBe(first.body.value.transactionId);
    const second = await grab(live!.id, 'rain-2');
    expect(second.body.success).toBe(false);
    expect(second.body.errorCode).toBe('record.state.invalid');
    expect(await balance()).toBeCloseTo(before + amount, 2);
    expect((await sessions())[0]!.grabbedAmount).toBe(amount);
  });

  it('refuses an envelope of a session that has not started', async () => {
    const upcoming = (await sessions())[1]!;
    const res = await grab(upcoming.id, 'rain-3');
    expect(res.body.success).toBe(false);
    expect((await sessions())[1]!.grabbedAmount).toBeNull();
  });
});
