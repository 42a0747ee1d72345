import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

const login = async (username = 'player01', password = 'Player123') =>
  (await callWps(h.api, WPS_CALLS.login, { username, password })).body.value.token as string;
const walletAs = (token: string, merchant = 'demo') =>
  callWps(h.api, WPS_CALLS.wallet, {}, { token, headers: { Merchant: merchant } });

/** A second live session of the member, as another device holding an earlier token would have. */
function otherDevice(username: string): string {
  const token = `other-device-${username}`;
  const now = h.state.now();
  h.db.run(
    "INSERT INTO session (token, member_id, created_at, last_seen) SELECT ?, id, ?, ? FROM member WHERE username = ? AND merchant_code = 'demo'",
    [token, now, now, username],
  );
  return token;
}

describe('a token', () => {
  it('works only with the merchant it was issued for', async () => {
    const token = await login();
    expect((await walletAs(token)).status).toBe(200);
    const elsewhere = await walletAs(token, 'demo_trial');
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.errorCode).toBe('login.not.session');
  });

  it('of a free-play session works with the site and its trial merchant', async () => {
    const trial = await callWps(h.api, WPS_CALLS.freePlayLogin);
    const token = trial.body.value.token as string;
    expect((await walletAs(token, 'demo')).status).toBe(200);
    expect((await walletAs(token, 'demo_trial')).status).toBe(200);
  });
});

describe('a session kept busy', () => {
  it('still ends at its absolute lifetime, however recently it was used', async () => {
    const token = await login();
    // Used every hour: the idle timer (2 hours) never runs out.
    for (let hour = 1; hour < h.state.sessionMaxMs / 3_600_000; hour += 1) {
      h.advance(3_600_000);
      expect((await walletAs(token)).status).toBe(200);
    }
    h.advance(3_600_000);
    const late = await walletAs(token);
    expect([late.status, late.body.errorCode]).toEqual([401, 'login.not.session']);
  });
});

describe('a password change', () => {
  it("ends the member's other sessions and keeps the one that made it", async () => {
    const current = await login();
    const other = otherDevice('player01');
    expect((await walletAs(other)).status).toBe(200);
    const changed = await callWps(
      h.api,
      WPS_CALLS.changePassword,
      { oldPassword: 'Player123', newPassword: 'Player456', confirmNewPassword: 'Player456' },
      { token: current },
    );
    expect(changed.body.success).toBe(true);
    expect((await walletAs(other)).status).toBe(401);
    expect((await walletAs(current)).status).toBe(200);
  });
});

describe('a password reset by phone', () => {
  it('ends every session of the member', async () => {
    const current = await login();
    const other = otherDevice('player01');
    await callWps(h.api, WPS_CALLS.smsPasswordReset, { mobileNum: '9171234567' });
    const reset = await callWps(h.api, WPS_CALLS.setPasswordByPhone, {
      newPassword: 'Fresh1234',
      mobileNum: '9171234567',
      verificationCode: h.state.sms.get('9171234567')?.code ?? '',
    });
    expect(reset.body.success).toBe(true);
    expect((await walletAs(current)).status).toBe(401);
    expect((await walletAs(other)).status).toBe(401);
    expect((await walletAs(await login('player01', 'Fresh1234'))).status).toBe(200);
  });
});
