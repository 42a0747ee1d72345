import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { plantSmsCode, solvedCaptcha } from '../../testing/examples/example-types';
import { callWps } from '../../testing/wps-client';

// A number nobody has registered yet: the victim's.
const VICTIM = '9175550000';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

/** A squatter registers by username and types the victim's number: no SMS code proves it. */
const squat = async () =>
  callWps(h.api, WPS_CALLS.register, {
    username: 'squatter1',
    password: 'Squat1234',
    confirmPassword: 'Squat1234',
    mobileNum: VICTIM,
    ...(await solvedCaptcha(h)),
  });
// The demo merchant shows the captcha on the mobile tab too (its register rules), so the owner answers it.
const registerByMobile = async () =>
  callWps(h.api, WPS_CALLS.registerMobile, {
    mobileNum: VICTIM,
    password: 'Victim1234',
    confirmPassword: 'Victim1234',
    verificationCode: plantSmsCode(h, VICTIM),
    ...(await solvedCaptcha(h)),
  });
const smsLogin = () =>
  callWps(h.api, WPS_CALLS.login, {
    type: 'sms',
    mobileNum: VICTIM,
    verificationCode: plantSmsCode(h, VICTIM, 'login'),
  });

describe('mobile numbers', () => {
  it('trust a number typed at registration without a code for nothing: SMS login, SMS reset, number login', async () => {
    expect((await squat()).body.value.userName).toBe('squatter1');
    expect((await smsLogin()).body.errorCode).toBe('user.not.exist');
    expect((await callWps(h.api, WPS_CALLS.smsPasswordReset, { mobileNum: VICTIM })).body.errorCode).toBe(
      'user.not.exist',
    );
    const byNumber = await callWps(h.api, WPS_CALLS.login, { username: VICTIM, password: 'Squat1234' });
    expect(byNumber.body.errorCode).toBe('login.failed');
  });

  it('let the owner prove the number by SMS later, and SMS login then opens the owner account', async () => {
    await squat();
    const owner = await registerByMobile();
    expect(owner.body.value.userName).toBe(`m${VICTIM}`);
    expect((await smsLogin()).body.value.userName).toBe(`m${VICTIM}`);
  });

  it('keep one verified member per number and merchant', async () => {
    expect((await registerByMobile()).body.success).toBe(true);
    const again = await registerByMobile();
    expect(again.body.errorCode).toBe('username.exists');
    expect((await callWps(h.api, WPS_CALLS.smsRegister, { mobileNo: VICTIM })).body.errorCode).toBe(
      'username.exists',
    );
    const verified = h.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM member WHERE mobile_num = ? AND mobile_verified = 1 AND merchant_code = 'demo'",
      [VICTIM],
    );
    expect(verified?.n).toBe(1);
  });

  it("still sign the seed's numbers in by SMS", async () => {
    const code = plantSmsCode(h, '9171234567', 'login');
    const login = await callWps(h.api, WPS_CALLS.login, {
      type: 'sms',
      mobileNum: '9171234567',
      verificationCode: code,
    });
    expect(login.body.value.userName).toBe('player01');
  });
});
