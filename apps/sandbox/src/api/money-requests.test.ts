import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';
import { bookedMoneyRequests } from './money-requests';

let h: ApiHarness;
let token: string;
let card: number;
beforeEach(async () => {
  h = await createApiHarness();
  token = (await callWps(h.api, WPS_CALLS.login, { username: 'player01', password: 'Player123' })).body.value
    .token;
  card = (await callWps(h.api, WPS_CALLS.bankCards, {}, { token })).body.value[0].id as number;
});
afterEach(() => h.db.close());

const withKey = (key: string) => ({ token, headers: { 'Idempotency-Key': key } });
const withdraw = (amount: number, key: string) =>
  callWps(h.api, WPS_CALLS.withdraw, { amount, bankCardId: card, paymentPassword: '123456' }, withKey(key));
const balance = async () => (await callWps(h.api, WPS_CALLS.wallet, {}, { token })).body.value.sumBalance;
const ledgerLines = () =>
  h.db.get<{ n: number; sum: number; balance: number }>(
    `SELECT COUNT(*) AS n, SUM(l.amount_cents) AS sum, m.balance_cents AS balance
     FROM member m JOIN ledger l ON l.member_id = m.id WHERE m.username = 'player01'`,
  );

describe('money submits with an idempotency key', () => {
  it('answers a repeated key with the first answer and debits once', async () => {
    const before = ledgerLines()?.n ?? 0;
    const first = await withdraw(100, 'key-one');
    const again = await withdraw(100, 'key-one');
    expect(first.body.success).toBe(true);
    expect(again.body.value).toEqual(first.body.value);
    expect(await balance()).toBe(1150.5);
    expect(ledgerLines()?.n).toBe(before + 1);
  });

  it('lets 50 simultaneous submits of one key through once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(100, 'same-tap')));
    expect(new Set(results.map((r) => r.body.value?.orderId as string)).size).toBe(1);
    expect(await balance()).toBe(1150.5);
    const totals = ledgerLines();
    expect(totals?.sum).toBe(totals?.balance);
  }, 60_000);

  it('refuses a key reused for a different amount and tells what became of a key', async () => {
    const first = await withdraw(100, 'key-two');
    const other = await withdraw(200, 'key-two');
    expect(other.body.errorCode).toBe('record.state.invalid');
    expect(await balance()).toBe(1150.5);
    const found = await callWps(h.api, WPS_CALLS.moneyRequest, { idempotencyKey: 'key-two' }, { token });
    expect(found.body.value).toEqual({ found: true, call: 'withdraw', orderId: first.body.value.orderId });
    const none = await callWps(h.api, WPS_CALLS.moneyRequest, { idempotencyKey: 'never-sent' }, { token });
    expect(none.body.value).toEqual({ found: false, call: '', orderId: '' });
  });

  it('forgets a key after a day: the same key then moves money again', async () => {
    await withdraw(100, 'key-daily');
    h.advance(24 * 60 * 60_000 + 1);
    // The session has long ended by then: the member signs in again.
    token = (await callWps(h.api, WPS_CALLS.login, { username: 'player01', password: 'Player123' })).body
      .value.token;
    const later = await withdraw(100, 'key-daily');
    expect(later.body.success).toBe(true);
    expect(await balance()).toBe(1050.5);
    const found = await callWps(h.api, WPS_CALLS.moneyRequest, { idempotencyKey: 'key-daily' }, { token });
    expect(found.body.value.orderId).toBe(later.body.value.orderId);
  });

  it('keeps no password in the book, and a repeat still needs the same input', async () => {
    const first = await withdraw(100, 'key-secret');
    const kept = JSON.stringify(
      bookedMoneyRequests(h.db, h.state.now()).map((entry) => ({ ...entry, answer: undefined })),
    );
    expect(kept).not.toContain('123456');
    expect(kept).not.toContain('paymentPassword');
    expect((await withdraw(100, 'key-secret')).body.value).toEqual(first.body.value);
    expect((await withdraw(200, 'key-secret')).body.errorCode).toBe('record.state.invalid');
  });

  it('lets a refused submit try again with its key once the input is right', async () => {
    const short = await withdraw(5000, 'key-three');
    expect(short.body.errorCode).toBe('balance.insufficient');
    expect((await withdraw(5000, 'key-three')).body.errorCode).toBe('balance.insufficient');
    expect(await balance()).toBe(1250.5);
  });

  it("keeps withdrawals within the merchant's limits", async () => {
    expect((await withdraw(99.99, 'low')).body.errorCode).toBe('parameter.out.of.range');
    expect((await withdraw(50_000.01, 'high')).body.errorCode).toBe('parameter.out.of.range');
    expect(await balance()).toBe(1250.5);
  });

  it('keeps deposits to whole cents', async () => {
    const deposit = await callWps(
      h.api,
      WPS_CALLS.paymentGateway,
      { methodId: 2, amount: 100.005 },
      withKey('d'),
    );
    expect(deposit.body.success).toBe(false);
    expect(await balance()).toBe(1250.5);
  });
});

describe('claims with an idempotency key', () => {
  it('pays a promotion bonus once for a repeated key, with the first answer', async () => {
    const before = await balance();
    const claim = () => callWps(h.api, WPS_CALLS.claimPromotion, { id: 1 }, withKey('claim-one'));
    const first = await claim();
    const again = await claim();
    expect(first.body.success).toBe(true);
    expect(again.body.value).toEqual(first.body.value);
    expect(await balance()).toBe(before + (first.body.value.promotion.bonus as number));
    const found = await callWps(h.api, WPS_CALLS.moneyRequest, { idempotencyKey: 'claim-one' }, { token });
    expect(found.body.value.found).toBe(true);
  });

  it('pays the manual rebate once for a repeated key', async () => {
    const rebate = () => callWps(h.api, WPS_CALLS.claimManualRebate, {}, withKey('rebate-one'));
    const first = await rebate();
    const again = await rebate();
    expect(again.body.value).toEqual(first.body.value);
    expect(await balance()).toBe(1250.5 + (first.body.value.amount as number));
  });
});
