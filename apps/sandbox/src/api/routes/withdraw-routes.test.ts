import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';

let h: ApiHarness;
let token: string;
beforeEach(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api);
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
      amount: 100,
      bankCardId: 1,
      paymentPassword: '123456',
    });
    expect(noLogin.status).toBe(401);
    const wrong = await callWps(
      h.api,
      WPS_CALLS.withdraw,
      { amount: 100, bankCardId: 1, paymentPassword: '000000' },
      { token },
    );
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
  });

  it('lets only as many of 20 simultaneous withdrawals through as the balance covers', async () => {
    const card = (await callWps(h.api, WPS_CALLS.bankCards, {}, { token })).body.value[0].id as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
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
    expect(results.filter((r) => r.body.errorCode === 'balance.insufficient')).toHaveLength(8);
    const totals = ledgerSum();
    expect(totals?.balance).toBe(5050);
    expect(totals?.sum).toBe(totals?.balance);
    expect(totals?.low).toBeGreaterThanOrEqual(0);
  }, 180_000); // twenty payment-password checks at OWASP's scrypt cost at once: slow on a busy machine
});

describe('withdraw rules', () => {
  const withdraw = (input: Record<string, unknown>, as = token) =>
    callWps(h.api, WPS_CALLS.withdraw, { bankCardId: 1, paymentPassword: '123456', ...input }, { token: as });
  const balance = async () => (await callWps(h.api, WPS_CALLS.wallet, {}, { token })).body.value.sumBalance;
  const orders = () =>
    h.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM money_order WHERE kind = 'WITHDRAW'")?.n;

  it('keeps to the limits the merchant wallet advertises, both ends allowed', async () => {
    const { minWithdraw, maxWithdraw } = (await callWps(h.api, WPS_CALLS.merchantWallet, {}, { token })).body
      .value as { minWithdraw: number; maxWithdraw: number };
    const before = orders();
    for (const amount of [minWithdraw - 0.01, maxWithdraw + 1]) {
      const refused = await withdraw({ amount });
      expect(refused.body.errorCode).toBe(WPS_ERROR_CODES.parameterOutOfRange);
      expect(refused.body.message).toBe(`The amount must be between ${minWithdraw} and ${maxWithdraw}.`);
    }
    expect(await balance()).toBe(1250.5);
    expect(orders()).toBe(before);
    expect((await withdraw({ amount: minWithdraw })).body.success).toBe(true);
    expect(await balance()).toBe(1250.5 - minWithdraw);
  });

  it('refuses more than the balance and writes no order', async () => {
    const before = orders();
    const short = await withdraw({ amount: 2000 });
    expect(short.body.errorCode).toBe(WPS_ERROR_CODES.balanceInsufficient);
    expect(await balance()).toBe(1250.5);
    expect(orders()).toBe(before);
  });

  it('refuses a free-trial account with the trial message', async () => {
    const trial = (await callWps(h.api, WPS_CALLS.freePlayLogin)).body.value.token as string;
    const refused = await withdraw({ amount: 100 }, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(WPS_ERROR_CODES.trialRejected);
  });

  it('asks for a payment password to be set before anything leaves the balance', async () => {
    h.db.run("UPDATE member SET payment_password_hash = NULL WHERE username = 'player01'");
    const refused = await withdraw({ amount: 100 });
    expect(refused.body.errorCode).toBe(WPS_ERROR_CODES.paymentPasswordMissing);
    expect(await balance()).toBe(1250.5);
  });

  it("pays only to the member's own bank card", async () => {
    const other = h.db.get<{ id: number }>(
      "SELECT c.id FROM bank_card c JOIN member m ON m.id = c.member_id WHERE m.username <> 'player01'",
    );
    const refused = await withdraw({ amount: 100, bankCardId: other?.id ?? 9999 });
    expect(refused.body.errorCode).toBe(WPS_ERROR_CODES.notFound);
    expect(await balance()).toBe(1250.5);
  });
});
