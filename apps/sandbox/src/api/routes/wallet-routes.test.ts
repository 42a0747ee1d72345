import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps } from '../../testing/wps-client';

let h: ApiHarness;
let token: string;
beforeEach(async () => {
  h = await createApiHarness();
  token = (await callWps(h.api, WPS_CALLS.login, { username: 'player01', password: 'Player123' })).body.value
    .token;
});
afterEach(() => h.db.close());

const ledgerSum = () =>
  h.db.get<{ sum: number; balance: number; low: number }>(
    `SELECT (SELECT SUM(amount_cents) FROM ledger WHERE member_id = m.id) AS sum, m.balance_cents AS balance,
       (SELECT MIN(balance_after_cents) FROM ledger WHERE member_id = m.id) AS low
     FROM member m WHERE username = 'player01'`,
  );

describe('withdraw', () => {
  it('answers the seeded balance and refuses bad input with specific codes', async () => {
    expect((await callWps(h.api, WPS_CALLS.wallet, {}, { token })).body.value.sumBalance).toBe(1250.5);
    const bad = await callWps(
      h.api,
      WPS_CALLS.withdraw,
      { amount: 'lots', bankCardId: 1, paymentPassword: '123456' },
      { token },
    );
    expect(bad.body.errorCode).toBe('parameter.type.invalid');
    const noLogin = await callWps(h.api, WPS_CALLS.withdraw, {
      amount: 1,
      bankCardId: 1,
      paymentPassword: '123456',
    });
    expect(noLogin.status).toBe(401);
    const wrong = await callWps(
      h.api,
      WPS_CALLS.withdraw,
      { amount: 1, bankCardId: 1, paymentPassword: '000000' },
      { token },
    );
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
  });

  it('lets only as many of 50 simultaneous withdrawals through as the balance covers', async () => {
    const card = (await callWps(h.api, WPS_CALLS.bankCards, {}, { token })).body.value[0].id as number;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        callWps(
          h.api,
          WPS_CALLS.withdraw,
          { amount: 100, bankCardId: card, paymentPassword: '123456' },
          { token },
        ),
      ),
    );
    const passed = results.filter((r) => r.body.success).length;
    expect(passed).toBe(12); // 1250.50 covers twelve withdrawals of 100
    expect(results.filter((r) => r.body.errorCode === 'balance.insufficient')).toHaveLength(38);
    const totals = ledgerSum();
    expect(totals?.balance).toBe(5050);
    expect(totals?.sum).toBe(totals?.balance);
    expect(totals?.low).toBeGreaterThanOrEqual(0);
  }, 60_000); // fifty sealed requests at once: slow when the machine is busy
});
