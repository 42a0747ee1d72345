import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../db/queries/date-range';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';

let h: ApiHarness;
let agent: string;
const today = () => dayOf(h.state.now(), 'Asia/Manila');
const login = async (username: string, password = 'Player123') =>
  (await callWps(h.api, WPS_CALLS.login, { username, password })).body.value.token as string;
beforeAll(async () => {
  h = await createApiHarness();
  agent = await login('agent01', 'Agent1234');
});
afterAll(() => h.db.close());

const kpi = async () =>
  (await callWps(h.api, WPS_CALLS.teamActivity, { startDate: today(), endDate: today() }, { token: agent }))
    .body.value.footer;
const ledgerMatches = (username: string) =>
  h.db.get<{ ok: number }>(
    `SELECT (SELECT SUM(amount_cents) FROM ledger WHERE member_id = m.id) = m.balance_cents AS ok FROM member m WHERE username = ?`,
    [username],
  )?.ok;

describe('agent team counters', () => {
  it('come from the team rows and move when a team member logs in or registers', async () => {
    const before = await kpi();
    expect(before.teamRegisterMemberCount).toBeGreaterThan(0);
    expect(before.teamBetMemberCount).toBeGreaterThan(0);
    const online = before.teamOnlineCount;
    await login('down10');
    const after = await kpi();
    expect(after.teamOnlineCount).toBe(online + 1);
    expect(after.teamLoginMemberCount).toBeGreaterThanOrEqual(before.teamLoginMemberCount);
    const created = await callWps(
      h.api,
      WPS_CALLS.createDownline,
      { username: 'kpimember01', password: 'Kpi123456' },
      { token: agent },
    );
    expect(created.body.value).toMatchObject({ account: 'kpimember01', level: 1 });
    expect((await kpi()).teamRegisterMemberCount).toBe(after.teamRegisterMemberCount + 1);
  });

  it('refuses agent calls from a non-agent', async () => {
    const player = await login('member40');
    const res = await callWps(
      h.api,
      WPS_CALLS.teamActivity,
      { startDate: today(), endDate: today() },
      { token: player },
    );
    expect([res.status, res.body.errorCode]).toEqual([403, 'permission.denied']);
  });
});

describe('agent money', () => {
  it('moves money to a downline with both ledgers, and a batch is all or nothing', async () => {
    const balance = async () =>
      (await callWps(h.api, WPS_CALLS.wallet, {}, { token: agent })).body.value.sumBalance as number;
    const start = await balance();
    await callWps(
      h.api,
      WPS_CALLS.transferDownline,
      { username: 'down04', amount: 100, paymentPassword: '123456' },
      { token: agent },
    );
    expect(await balance()).toBe(start - 100);
    const batch = await callWps(
      h.api,
      WPS_CALLS.transferMultipleDownline,
      {
        items: [
          { username: 'down04', amount: 10 },
          { username: 'stranger', amount: 10 },
        ],
        paymentPassword: '123456',
      },
      { token: agent },
    );
    expect(batch.body.errorCode).toBe('record.not.found');
    expect(await balance()).toBe(start - 100);
    const tooMuch = await callWps(
      h.api,
      WPS_CALLS.transferDownline,
      { username: 'down04', amount: 9_000_000, paymentPassword: '123456' },
      { token: agent },
    );
    expect(tooMuch.body.errorCode).toBe('balance.insufficient');
    expect([ledgerMatches('agent01'), ledgerMatches('down04')]).toEqual([1, 1]);
  });

  it('moves a downline transfer once per idempotency key and tells what became of the key', async () => {
    const balance = async () =>
      (await callWps(h.api, WPS_CALLS.wallet, {}, { token: agent })).body.value.sumBalance as number;
    const start = await balance();
    const send = (key: string) =>
      callWps(
        h.api,
        WPS_CALLS.transferMultipleDownline,
        { items: [{ username: 'down04', amount: 7 }], paymentPassword: '123456' },
        { token: agent, headers: { 'Idempotency-Key': key } },
      );
    const [first, again] = await Promise.all([send('agent-tap'), send('agent-tap')]);
    expect(first.body.success).toBe(true);
    expect(again.body.value).toEqual(first.body.value);
    expect(await balance()).toBe(start - 7);
    const found = await callWps(
      h.api,
      WPS_CALLS.moneyRequest,
      { idempotencyKey: 'agent-tap' },
      { token: agent },
    );
    expect(found.body.value).toMatchObject({ found: true, call: 'transferMultipleDownline' });
    await send('agent-next-tap');
    expect(await balance()).toBe(start - 14);
    expect([ledgerMatches('agent01'), ledgerMatches('down04')]).toEqual([1, 1]);
  });

  it('never lets a downline rate exceed the agent rate', async () => {
    const res = await callWps(
      h.api,
      WPS_CALLS.updateDownlineRebates,
      { username: 'down01', rebates: [{ gameCategory: 'LIVE', rate: 0.02 }] },
      { token: agent },
    );
    expect(res.body.errorCode).toBe('parameter.out.of.range');
  });

  it('processes a pending contract once, and the reminder follows', async () => {
    const reminder = (await callWps(h.api, WPS_CALLS.contractRequest, {}, { token: agent })).body.value;
    const id = Number(reminder.dailysalreqtype);
    expect(id).toBeGreaterThan(0);
    const first = await callWps(
      h.api,
      WPS_CALLS.processDailySalary,
      { id, action: 'ACCEPT' },
      { token: agent },
    );
    expect(first.body.value.status).toBe('ACCEPTED');
    const again = await callWps(
      h.api,
      WPS_CALLS.processDailySalary,
      { id, action: 'REJECT' },
      { token: agent },
    );
    expect(again.body.errorCode).toBe('record.state.invalid');
    expect(
      (await callWps(h.api, WPS_CALLS.contractRequest, {}, { token: agent })).body.value.dailysalreqtype,
    ).toBe('');
  });
});

describe('member money', () => {
  it('claims a promotion and the manual rebate into the balance, once each', async () => {
    const player = await login('player01');
    const claim = await callWps(h.api, WPS_CALLS.claimPromotion, { id: 1 }, { token: player });
    expect(claim.body.value.promotion.status).toBe('claimed');
    expect(
      (await callWps(h.api, WPS_CALLS.claimPromotion, { id: 1 }, { token: player })).body.errorCode,
    ).toBe('record.state.invalid');
    const due = (await callWps(h.api, WPS_CALLS.manualRebate, {}, { token: player })).body.value
      .total as number;
    expect(due).toBeGreaterThan(0);
    const rebate = await callWps(h.api, WPS_CALLS.claimManualRebate, {}, { token: player });
    expect(rebate.body.value.amount).toBe(due);
    expect((await callWps(h.api, WPS_CALLS.manualRebate, {}, { token: player })).body.value.total).toBe(0);
    expect(ledgerMatches('player01')).toBe(1);
  });

  it('reports by type and date range', async () => {
    const player = await login('player01');
    const all = (
      await callWps(
        h.api,
        WPS_CALLS.memberTransactions,
        { startDate: '2000-01-01', pageSize: 100 },
        { token: player },
      )
    ).body.value;
    const deposits = (
      await callWps(
        h.api,
        WPS_CALLS.memberTransactions,
        { types: 'D', startDate: '2000-01-01', pageSize: 100 },
        { token: player },
      )
    ).body.value;
    expect(deposits.total).toBeGreaterThan(0);
    expect(deposits.total).toBeLessThan(all.total);
    expect(deposits.list.every((t: { type: string }) => t.type === 'D')).toBe(true);
    const future = (
      await callWps(
        h.api,
        WPS_CALLS.memberTransactions,
        { startDate: '2099-01-01', endDate: '2099-01-02' },
        { token: player },
      )
    ).body.value;
    expect(future.total).toBe(0);
  });
});
