import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps, loginToken } from '../testing/wps-client';
import { CREDENTIAL_LOCK_MINUTES, CREDENTIAL_MAX_FAILURES } from './credential-checks';

let h: ApiHarness;
let token: string;
beforeEach(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api);
});
afterEach(() => h.db.close());

const withdraw = (paymentPassword: string) =>
  callWps(h.api, WPS_CALLS.withdraw, { amount: 100, bankCardId: 1, paymentPassword }, { token });
const bindCard = (paymentPassword: string) =>
  callWps(
    h.api,
    WPS_CALLS.addBankCard,
    { bankCode: 'BPI', accountNo: '1234567890', accountName: 'Juan Dela Cruz', paymentPassword },
    { token },
  );
const changeLoginPassword = (oldPassword: string) =>
  callWps(
    h.api,
    WPS_CALLS.changePassword,
    { oldPassword, newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
    { token },
  );
const resetPaymentPassword = (loginPassword: string) =>
  callWps(h.api, WPS_CALLS.resetPaymentPassword, { loginPassword, newPassword: '654321' }, { token });
const changePaymentPassword = (oldPassword: string) =>
  callWps(
    h.api,
    WPS_CALLS.setPaymentPassword,
    { oldPassword, newPassword: '654321', confirmPassword: '654321' },
    { token },
  );

describe('credential checks of a signed-in member', () => {
  it('counts wrong passwords of every check together and locks them all, the right one too', async () => {
    expect(CREDENTIAL_MAX_FAILURES).toBeLessThanOrEqual(10);
    const tries = [
      withdraw,
      bindCard,
      changeLoginPassword,
      resetPaymentPassword,
      changePaymentPassword,
    ].slice(0, CREDENTIAL_MAX_FAILURES - 1);
    for (const attempt of tries)
      expect((await attempt('000000')).body.errorCode).toMatch(/^(payment\.)?password\.incorrect$/);
    const last = await withdraw('000000');
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      errorCode: 'credential.locked',
      value: { lockedMinutes: CREDENTIAL_LOCK_MINUTES },
    });
    expect(last.body.message).toContain(`${CREDENTIAL_LOCK_MINUTES} minutes`);
    // Locked: the right payment password and the right login password are refused, and nothing changes.
    expect((await bindCard('123456')).body.errorCode).toBe('credential.locked');
    expect((await changeLoginPassword('Player123')).body.errorCode).toBe('credential.locked');
    expect((await resetPaymentPassword('Player123')).body.errorCode).toBe('credential.locked');
    h.advance(CREDENTIAL_LOCK_MINUTES * 60_000 - 90_000);
    expect((await withdraw('123456')).body.value).toEqual({ lockedMinutes: 2 });
    h.advance(90_000);
    expect((await withdraw('123456')).body.success).toBe(true);
  }, 30_000);

  it('checks guesses sent all at once one after another, so no more than the limit are tried', async () => {
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => withdraw(String(100_000 + i))));
    const codes = guesses.map((g) => g.body.errorCode);
    expect(codes.filter((c) => c === 'payment.password.incorrect')).toHaveLength(CREDENTIAL_MAX_FAILURES - 1);
    expect(codes.filter((c) => c === 'credential.locked')).toHaveLength(30 - CREDENTIAL_MAX_FAILURES + 1);
  }, 30_000);

  it('starts counting again after the right password', async () => {
    const wrongTries = async () => {
      for (let i = 0; i < CREDENTIAL_MAX_FAILURES - 1; i += 1)
        expect((await withdraw('000000')).body.errorCode).toBe('payment.password.incorrect');
    };
    await wrongTries();
    expect((await withdraw('123456')).body.success).toBe(true);
    await wrongTries();
    expect((await withdraw('000000')).body.errorCode).toBe('credential.locked');
  }, 30_000);
});
