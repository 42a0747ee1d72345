import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps } from '../../testing/wps-client';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

const PLAYER_MOBILE = '9171234567'; // player01
const codeOf = (mobile: string) => h.state.sms.get(mobile)?.code ?? '';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const smsLogin = (verificationCode: string) =>
  callWps(h.api, WPS_CALLS.login, { type: 'sms', mobileNum: PLAYER_MOBILE, verificationCode });

describe('an SMS code', () => {
  it('is burnt by the fifth wrong try: the right code fails afterwards', async () => {
    await callWps(h.api, WPS_CALLS.smsNoLogin, { mobileNum: PLAYER_MOBILE });
    const code = codeOf(PLAYER_MOBILE);
    for (let i = 0; i < 5; i += 1)
      expect((await smsLogin(wrongCode(code))).body.errorCode).toBe('verification.code.invalid');
    const right = await smsLogin(code);
    expect(right.status).toBe(400);
    expect(right.body.errorCode).toBe('verification.code.invalid');
  });

  it('still works after four wrong tries', async () => {
    await callWps(h.api, WPS_CALLS.smsNoLogin, { mobileNum: PLAYER_MOBILE });
    const code = codeOf(PLAYER_MOBILE);
    for (let i = 0; i < 4; i += 1) await smsLogin(wrongCode(code));
    const right = await smsLogin(code);
    expect(right.status).toBe(200);
    expect(right.body.value).toMatchObject({ userName: 'player01' });
  });

  it('sent for registration does not reset a password', async () => {
    const mobile = '9170001111';
    expect((await callWps(h.api, WPS_CALLS.smsRegister, { mobileNo: mobile })).status).toBe(200);
    const code = codeOf(mobile);
    // The number becomes a member's after the code went out; the code still only registers.
    h.db.run("UPDATE member SET mobile_num = ?, mobile_verified = 1 WHERE username = 'down06'", [mobile]);
    const reset = await callWps(h.api, WPS_CALLS.setPasswordByPhone, {
      newPassword: 'Fresh1234',
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(reset.body.errorCode).toBe('verification.code.invalid');
    const login = await callWps(h.api, WPS_CALLS.login, { username: 'down06', password: 'Player123' });
    expect(login.status).toBe(200);
  });

  it('sent for a password reset does not log in, and sent for a login does not reset', async () => {
    await callWps(h.api, WPS_CALLS.smsPasswordReset, { mobileNum: PLAYER_MOBILE });
    expect((await smsLogin(codeOf(PLAYER_MOBILE))).body.errorCode).toBe('verification.code.invalid');

    h.advance(61_000);
    await callWps(h.api, WPS_CALLS.smsNoLogin, { mobileNum: PLAYER_MOBILE });
    const reset = await callWps(h.api, WPS_CALLS.setPasswordByPhone, {
      newPassword: 'Fresh1234',
      mobileNum: PLAYER_MOBILE,
      verificationCode: codeOf(PLAYER_MOBILE),
    });
    expect(reset.body.errorCode).toBe('verification.code.invalid');
    // The login code was not spent on the wrong purpose.
    expect((await smsLogin(codeOf(PLAYER_MOBILE))).status).toBe(200);
  });
});
