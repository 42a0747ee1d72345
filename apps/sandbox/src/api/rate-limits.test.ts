import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, createApiHarness, CONTROLS_HEADERS } from '../testing/api-harness';
import type { ApiHarness, HarnessOptions } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';
import { RATE_LIMITS } from './rate-limits';

let h: ApiHarness;
afterEach(() => h.db.close());
const open = async (options?: HarnessOptions) => {
  h = await createApiHarness(options);
};

/** A call as it arrives over TCP from `ip`, so limits per address can be told apart. */
const from = (ip: string, path: string, init: RequestInit = {}) =>
  h.api.request(
    path,
    { ...init, headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json', ...init.headers } },
    { incoming: { socket: { remoteAddress: ip } } },
  );
const login = (username: string, password = 'wrong') =>
  callWps(h.api, WPS_CALLS.login, { username, password });

describe('rate limits', () => {
  it('stop password guessing on one account at 10 a minute, the right password included', async () => {
    await open();
    for (let i = 0; i < RATE_LIMITS.loginPerIpAndAccount.max; i += 1)
      expect((await login('player02')).status).toBe(400);
    const blocked = await login('player02', 'Player123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUESTS');
    // Other accounts are not locked out, and the window ends.
    expect((await login('player01', 'Player123')).status).toBe(200);
    h.advance(61_000);
    h.state.loginFailures.clear();
    expect((await login('player02', 'Player123')).status).toBe(200);
  });

  it('count logins per address, whatever the account, when a world lowers them', async () => {
    await open({ limits: { ...RATE_LIMITS, loginPerIp: { max: 2, windowMs: 60_000 } } });
    expect((await login('down01', 'Player123')).status).toBe(200);
    expect((await login('down02', 'Player123')).status).toBe(200);
    expect((await login('down03', 'Player123')).status).toBe(429);
  });

  it('limit captchas per address', async () => {
    await open();
    for (let i = 0; i < RATE_LIMITS.captchaPerIp.max; i += 1)
      expect((await from('10.0.0.1', WPS_CALLS.captcha.path)).status).toBe(200);
    expect((await from('10.0.0.1', WPS_CALLS.captcha.path)).status).toBe(429);
    expect((await from('10.0.0.2', WPS_CALLS.captcha.path)).status).toBe(200);
  });

  it('limit free-play accounts per address', async () => {
    await open({ limits: { ...RATE_LIMITS, freePlayPerIp: { max: 2, windowMs: 3_600_000 } } });
    const freePlay = (ip: string) => from(ip, WPS_CALLS.freePlayLogin.path, { method: 'POST', body: '{}' });
    expect((await freePlay('10.0.0.1')).status).toBe(200);
    expect((await freePlay('10.0.0.1')).status).toBe(200);
    expect((await freePlay('10.0.0.1')).status).toBe(429);
    expect((await freePlay('10.0.0.2')).status).toBe(200);
    const members = h.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM member WHERE merchant_code = 'demo_trial'",
    );
    expect(members?.n).toBe(3);
  });

  it('limit SMS codes per number and per address', async () => {
    await open();
    const sms = (ip: string, mobileNum: string) =>
      from(ip, WPS_CALLS.smsNoLogin.path, { method: 'POST', body: JSON.stringify({ mobileNum }) });
    for (let i = 0; i < RATE_LIMITS.smsPerNumber.max; i += 1) {
      expect((await sms(`10.0.1.${i}`, '9175550001')).status).toBe(200);
      h.advance(61_000);
    }
    expect((await sms('10.0.2.1', '9175550001')).status).toBe(429);
    for (let i = 0; i < RATE_LIMITS.smsPerIp.max; i += 1)
      expect((await sms('10.0.3.1', `91755501${String(i).padStart(2, '0')}`)).status).toBe(200);
    expect((await sms('10.0.3.1', '9175559999')).status).toBe(429);
  });

  it('are reset by a reseed', async () => {
    await open({ limits: { ...RATE_LIMITS, loginPerIp: { max: 1, windowMs: 60_000 } } });
    await login('down01', 'Player123');
    expect((await login('down01', 'Player123')).status).toBe(429);
    await from('127.0.0.1', '/__sandbox/reseed', { method: 'POST', body: '{}', headers: CONTROLS_HEADERS });
    expect((await login('down01', 'Player123')).status).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  const oneCaptchaPerAddress = { ...RATE_LIMITS, captchaPerIp: { max: 1, windowMs: 60_000 } };
  const captchaVia = (socket: string, forwardedFor: string) =>
    from(socket, WPS_CALLS.captcha.path, { headers: { 'X-Forwarded-For': forwardedFor } });

  it('count each forwarded client on its own when the proxy is trusted', async () => {
    await open({ limits: oneCaptchaPerAddress, trustedProxies: '127.0.0.1' });
    expect((await captchaVia('127.0.0.1', '203.0.113.5')).status).toBe(200);
    expect((await captchaVia('127.0.0.1', '203.0.113.5')).status).toBe(429);
    // Another player behind the same proxy has a bucket of their own.
    expect((await captchaVia('127.0.0.1', '203.0.113.6')).status).toBe(200);
    // A client writing its own X-Forwarded-For only adds hops on the left: the proxy's hop on the right counts.
    expect((await captchaVia('127.0.0.1', '198.51.100.1, 203.0.113.5')).status).toBe(429);
  });

  it('ignore X-Forwarded-For from anyone who is not a trusted proxy', async () => {
    await open({ limits: oneCaptchaPerAddress, trustedProxies: '127.0.0.1' });
    expect((await captchaVia('10.9.9.9', '203.0.113.7')).status).toBe(200);
    expect((await captchaVia('10.9.9.9', '203.0.113.8')).status).toBe(429);
  });

  it('keep the dev controls shut to a forwarded visitor, secret or not', async () => {
    await open({ trustedProxies: 'loopback' });
    const viaProxy = await from('127.0.0.1', '/__sandbox/status', {
      method: 'POST',
      body: '{"maintenance":true}',
      headers: { ...CONTROLS_HEADERS, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(viaProxy.status).toBe(403);
    const local = await from('127.0.0.1', '/__sandbox/status', {
      method: 'POST',
      body: '{"maintenance":false}',
      headers: CONTROLS_HEADERS,
    });
    expect(local.status).toBe(200);
  });
});

describe('memory of captchas, codes and failures', () => {
  it('forgets what expired', async () => {
    await open();
    await from('10.0.0.1', WPS_CALLS.captcha.path);
    await callWps(h.api, WPS_CALLS.smsNoLogin, { mobileNum: '9175550002' });
    await login('player01');
    expect(h.state.captchas.size).toBe(1);
    expect(h.state.sms.size).toBe(1);
    expect(h.state.loginFailures.size).toBe(1);
    expect(h.state.rateWindows.size).toBeGreaterThan(0);
    // Past every lifetime: codes 5 minutes, failure runs 30 minutes, the longest rate window an hour.
    h.advance(61 * 60_000);
    await callWps(h.api, WPS_CALLS.systemStatus);
    expect(h.state.captchas.size).toBe(0);
    expect(h.state.sms.size).toBe(0);
    expect(h.state.loginFailures.size).toBe(0);
    expect(h.state.rateWindows.size).toBe(0);
  });
});
