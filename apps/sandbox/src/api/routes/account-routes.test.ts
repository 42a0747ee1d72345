import { WPS_CALLS, loginResponseSchema } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps } from '../../testing/wps-client';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

const login = (input: Record<string, unknown>) => callWps(h.api, WPS_CALLS.login, input);

describe('login', () => {
  it('logs a seed player in through the encrypted body and answers the login response', async () => {
    const { status, body } = await login({ username: 'player01', password: 'Player123' });
    expect(status).toBe(200);
    const value = loginResponseSchema.parse(body.value);
    expect(value).toMatchObject({
      userName: 'player01',
      customerType: 0,
      firstTimeLogin: false,
      merchantCode: 'demo',
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('flags first-time and expired-password accounts', async () => {
    expect((await login({ username: 'newbie01', password: 'Newbie123' })).body.value).toMatchObject({
      firstTimeLogin: true,
    });
    expect((await login({ username: 'expired01', password: 'Expired123' })).body.value).toMatchObject({
      passwordExpired: true,
    });
  });

  it('refuses a plain JSON body: login accepts only the encrypted envelope', async () => {
    const { status, body } = await callWps(
      h.api,
      WPS_CALLS.login,
      {},
      { rawBody: JSON.stringify({ username: 'player01' }) },
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  });

  it('refuses broken JSON with request.body.invalid', async () => {
    const { status, body } = await callWps(h.api, WPS_CALLS.login, {}, { rawBody: '{"value":' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request.body.invalid');
  });

  it('demands a captcha after three failures, and accepts the right answer only once', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const { body } = await login({ username: 'player01', password: 'wrong' });
      expect(body.errorCode).toBe('login.failed');
      expect(body.value?.captcha === true).toBe(i >= 3);
    }
    expect((await login({ username: 'player01', password: 'Player123' })).body).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });
    const captcha = (await callWps(h.api, WPS_CALLS.captcha)).body.value as {
      captchaId: string;
      image: string;
    };
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = h.state.captchas.get(captcha.captchaId)?.answer;
    const svg = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64').toString();
    const [, a, b] = /(\d+) \+ (\d+) = \?/.exec(svg) ?? [];
    expect(String(Number(a) + Number(b))).toBe(answer);
    const ok = await login({
      username: 'player01',
      password: 'Player123',
      captchaId: captcha.captchaId,
      captcha: answer,
    });
    expect(ok.status).toBe(200);
    expect(h.state.captchas.has(captcha.captchaId)).toBe(false); // single use
  });
});

describe('sessions', () => {
  const token = async () =>
    (await login({ username: 'player01', password: 'Player123' })).body.value.token as string;

  it('ends the older token with duplicateLogin when the member logs in again', async () => {
    const first = await token();
    await token();
    const { status, body } = await callWps(h.api, WPS_CALLS.logout, {}, { token: first });
    expect(status).toBe(401);
    expect(body.errorCode).toBe('duplicateLogin');
  });

  it('expires after two idle hours and answers 401 login.not.session', async () => {
    const t = await token();
    h.advance(2 * 3_600_000 + 1);
    const { status, body } = await callWps(h.api, WPS_CALLS.logout, {}, { token: t });
    expect(status).toBe(401);
    expect(body).toMatchObject({
      errorCode: 'login.not.session',
      message: 'The account has been logged out, please log in again',
    });
  });

  it('logout deletes the token', async () => {
    const t = await token();
    expect((await callWps(h.api, WPS_CALLS.logout, {}, { token: t })).body).toEqual({
      success: true,
      value: true,
    });
    expect((await callWps(h.api, WPS_CALLS.logout, {}, { token: t })).status).toBe(401);
  });

  it('free play creates a type 4 member on the trial merchant', async () => {
    const { body } = await callWps(h.api, WPS_CALLS.freePlayLogin);
    expect(body.value).toMatchObject({ customerType: 4, merchantCode: 'demo_trial' });
  });
});

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
