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

const MOBILE = '9171234567'; // player01

async function sendCode(): Promise<string> {
  const { status } = await callWps(h.api, WPS_CALLS.smsPasswordReset, { mobileNum: MOBILE });
  expect(status).toBe(200);
  return h.state.sms.get(MOBILE)?.code ?? '';
}

const setPassword = (newPassword: string, verificationCode: string) =>
  callWps(h.api, WPS_CALLS.setPasswordByPhone, { newPassword, mobileNum: MOBILE, verificationCode });

describe('set password by phone', () => {
  it('keeps the code after modify.new.old.same, so only the password needs typing again', async () => {
    const code = await sendCode();
    const same = await setPassword('Player123', code);
    expect(same.body.errorCode).toBe('modify.new.old.same');
    const changed = await setPassword('Fresh1234', code);
    expect(changed.body).toMatchObject({ success: true });
    expect(h.state.sms.has(MOBILE)).toBe(false);
  });

  it('refuses a wrong code', async () => {
    await sendCode();
    expect((await setPassword('Fresh1234', '000000x')).status).toBe(400);
  });

  it('lets the member log in with the mobile number and the new password', async () => {
    const code = await sendCode();
    expect((await setPassword('Fresh1234', code)).body.success).toBe(true);
    const login = await callWps(h.api, WPS_CALLS.login, { username: MOBILE, password: 'Fresh1234' });
    expect(login.status).toBe(200);
    expect(login.body.value).toMatchObject({ userName: 'player01', customerType: 0 });
  });
});
