import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';
import { RATE_LIMITS } from '../rate-limits';

let h: ApiHarness;
afterEach(() => h.db.close());

/** A call as it arrives over TCP from `ip`, so limits per address can be told apart. */
const from = async (ip: string, path: string, body: Record<string, string>) => {
  const form = path === WPS_CALLS.forgotPassword.path;
  const res = await h.api.request(
    path,
    {
      method: 'POST',
      headers: {
        ...DEMO_HEADERS,
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, errorCode: ((await res.json()) as { errorCode?: string }).errorCode };
};
const forget = (ip: string, username: string) =>
  from(ip, WPS_CALLS.forgotPassword.path, { username, email: 'who@luckypeso.example' });
const smsReset = (ip: string, mobileNum: string) => from(ip, WPS_CALLS.smsPasswordReset.path, { mobileNum });
const smsRegister = (ip: string, mobileNo: string) => from(ip, WPS_CALLS.smsRegister.path, { mobileNo });

describe('account discovery', () => {
  it('answers whether a username is free to an agent only', async () => {
    h = await createApiHarness();
    const ask = (token?: string) =>
      callWps(h.api, WPS_CALLS.usernameCheck, { username: 'player01' }, token ? { token } : {});
    expect((await ask()).status).toBe(401);
    expect((await ask(await loginToken(h.api))).body.errorCode).toBe('permission.denied');
    expect((await ask(await loginToken(h.api, 'agent01', 'Agent1234'))).body.value).toEqual({
      available: false,
    });
  });

  it('counts password recovery and the SMS codes of registration and reset per address, like logins', async () => {
    h = await createApiHarness({ limits: { ...RATE_LIMITS, loginPerIp: { max: 3, windowMs: 60_000 } } });
    expect(await forget('10.0.0.1', 'nobody1')).toEqual({ status: 400, errorCode: 'user.not.exist' });
    expect(await smsReset('10.0.0.1', '9170000009')).toEqual({ status: 400, errorCode: 'user.not.exist' });
    expect(await smsRegister('10.0.0.1', '9171234567')).toEqual({
      status: 400,
      errorCode: 'username.exists',
    });
    // The fourth lookup from that address is refused before anything is looked up, whichever call it uses.
    for (const lookup of [forget('10.0.0.1', 'player01'), smsReset('10.0.0.1', '9171234567')])
      expect(await lookup).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await forget('10.0.0.2', 'nobody1')).errorCode).toBe('user.not.exist');
  });

  it('counts them per account too, from however many addresses', async () => {
    h = await createApiHarness({ limits: { ...RATE_LIMITS, loginPerAccount: { max: 2, windowMs: 60_000 } } });
    expect((await smsReset('10.0.0.1', '9170000009')).status).toBe(400);
    expect((await smsReset('10.0.0.2', '9170000009')).status).toBe(400);
    expect((await smsReset('10.0.0.3', '9170000009')).status).toBe(429);
    expect((await forget('10.0.0.3', 'nobody2')).status).toBe(400);
    expect((await forget('10.0.0.4', 'nobody2')).status).toBe(400);
    expect((await forget('10.0.0.5', 'nobody2')).status).toBe(429);
  });
});
